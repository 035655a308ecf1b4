/** Level 1/2 batch entry points of the CPU backend (see batch.hh). */
#pragma once
