/** LAPACK batch entry points of the CPU backend (see batch.hh). */
#pragma once
