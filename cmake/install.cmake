# SPDX-License-Identifier: BSD-3-Clause
# Installation: headers, libbatchblas.{so,a}, the CMake package and batchblas.pc.
#
#   cmake --install build [--prefix DIR]
#
# gives
#   include/batchblas.h, include/batchblas.hh, include/batchblas/...
#   <libdir>/libbatchblas.so.<version> (+ soname and dev links), <libdir>/libbatchblas.a
#   <libdir>/cmake/batchblas/  find_package(batchblas): batchblas::batchblas (shared) and
#                              batchblas::batchblas_static
#   <libdir>/pkgconfig/batchblas.pc
#   <libdir>/libbatchblas_cblas.{so,a}, pkgconfig/batchblas_cblas.pc: the opt-in CBLAS batch API
#                              (batchblas::cblas, batchblas::cblas_static)
include(CMakePackageConfigHelpers)

set(BATCHBLAS_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/batchblas
  CACHE STRING "Where the CMake package files are installed, relative to the prefix")

# The GPU headers (batchblas/cuda.h, cuda.hh, cuda_lapack.h, cuda_lapack.hh) declare what only
# libbatchblas_cuda defines, so they are installed only with it.
set(batchblas_header_excludes "")
if(NOT BATCHBLAS_ENABLE_CUDA)
  set(batchblas_header_excludes PATTERN "cuda.h" EXCLUDE PATTERN "cuda.hh" EXCLUDE
    PATTERN "cuda_lapack.h" EXCLUDE PATTERN "cuda_lapack.hh" EXCLUDE)
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  COMPONENT batchblas_development
  FILES_MATCHING PATTERN "*.h" PATTERN "*.hh" ${batchblas_header_excludes})

install(TARGETS batchblas batchblas_static EXPORT batchblasTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
    COMPONENT batchblas_runtime NAMELINK_COMPONENT batchblas_development
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT batchblas_development
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT batchblas_runtime)

# The opt-in CBLAS batch library (src/api/cblas): batchblas::cblas (libbatchblas_cblas.so) and
# batchblas::cblas_static (libbatchblas_cblas.a, which links batchblas::batchblas_static).
install(TARGETS batchblas_cblas batchblas_cblas_static EXPORT batchblasTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
    COMPONENT batchblas_runtime NAMELINK_COMPONENT batchblas_development
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT batchblas_development
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT batchblas_runtime)

# ---------------------------------------------------------------- CMake package
install(EXPORT batchblasTargets
  NAMESPACE batchblas::
  FILE batchblasTargets.cmake
  DESTINATION ${BATCHBLAS_INSTALL_CMAKEDIR}
  COMPONENT batchblas_development)

# The C++ runtime a C link driver must add for libbatchblas.a (batchblasConfig.cmake, for
# projects without C++): libstdc++ (or libc++) and libm.
set(BATCHBLAS_CXX_RUNTIME_LIBS "")
foreach(lib IN LISTS CMAKE_CXX_IMPLICIT_LINK_LIBRARIES)
  if(lib MATCHES "^(stdc\\+\\+|c\\+\\+|m)$")
    list(APPEND BATCHBLAS_CXX_RUNTIME_LIBS ${lib})
  endif()
endforeach()
configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/batchblasConfig.cmake.in
  ${PROJECT_BINARY_DIR}/batchblasConfig.cmake
  INSTALL_DESTINATION ${BATCHBLAS_INSTALL_CMAKEDIR})
# 0.x: a new minor version may change the interface, so only the same minor version matches.
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/batchblasConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/batchblasConfig.cmake
  ${PROJECT_BINARY_DIR}/batchblasConfigVersion.cmake
  DESTINATION ${BATCHBLAS_INSTALL_CMAKEDIR}
  COMPONENT batchblas_development)

# ---------------------------------------------------------------- pkg-config
# Libs.private lists what libbatchblas.a needs beyond itself: the OpenMP runtime the library was
# compiled against (-lgomp for GCC, named explicitly so that linking with another compiler driver
# does not pull in a second OpenMP runtime), the C++ runtime (a C program links the archive
# with cc) and libm.
set(BATCHBLAS_PC_LIBS_PRIVATE "")
if(BATCHBLAS_ENABLE_OPENMP)
  foreach(lib IN LISTS OpenMP_CXX_LIB_NAMES)
    string(APPEND BATCHBLAS_PC_LIBS_PRIVATE " -l${lib}")
  endforeach()
  if(NOT OpenMP_CXX_LIB_NAMES)
    string(APPEND BATCHBLAS_PC_LIBS_PRIVATE " ${OpenMP_CXX_FLAGS}")
  endif()
endif()
foreach(lib IN LISTS CMAKE_CXX_IMPLICIT_LINK_LIBRARIES)
  # libstdc++ and libm; libc and the compiler's support libraries come with any link driver.
  if(lib MATCHES "^(stdc\\+\\+|c\\+\\+|m)$")
    string(APPEND BATCHBLAS_PC_LIBS_PRIVATE " -l${lib}")
  endif()
endforeach()
string(STRIP "${BATCHBLAS_PC_LIBS_PRIVATE}" BATCHBLAS_PC_LIBS_PRIVATE)

# The prefix is only known for sure at install time (cmake --install --prefix DIR overrides the
# configured one), so the file is configured here with every other value and finished by the
# install step with the prefix then in force; DESTDIR staging keeps the final prefix.
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(BATCHBLAS_PC_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
else()
  set(BATCHBLAS_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(BATCHBLAS_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(BATCHBLAS_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
# batchblas.pc and, for the opt-in CBLAS batch library, batchblas_cblas.pc.
set(BATCHBLAS_PC_PREFIX "@BATCHBLAS_PC_PREFIX@")
foreach(pc batchblas batchblas_cblas)
  configure_file(${CMAKE_CURRENT_LIST_DIR}/${pc}.pc.in
    ${PROJECT_BINARY_DIR}/pkgconfig/${pc}.pc.in @ONLY)
  install(CODE "
    set(BATCHBLAS_PC_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
    configure_file(\"${PROJECT_BINARY_DIR}/pkgconfig/${pc}.pc.in\"
                   \"${PROJECT_BINARY_DIR}/pkgconfig/${pc}.pc\" @ONLY)
    " COMPONENT batchblas_development)
  install(FILES ${PROJECT_BINARY_DIR}/pkgconfig/${pc}.pc
    DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig
    COMPONENT batchblas_development)
endforeach()
unset(BATCHBLAS_PC_PREFIX)

# ---------------------------------------------------------------- licence
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE
  DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/batchblas
  COMPONENT batchblas_development)
