# SPDX-License-Identifier: BSD-3-Clause
# GFLOP/s against size from a batchblas_bench CSV: one PNG per type and cache regime, one panel
# per routine (fixed sizes; the last panel gemm with variable sizes against nmax), one line per
# implementation, with the measured peak (solid grey) and the roofline (dashed grey).
#   gnuplot -e "csv='bench.csv'; png='d-out.png'; type='d'; cache='out'; \
#               impls='batchblas openblas blis libxsmm'; subtitle='machine'" bench/plot.gp
set datafile separator ","
set terminal pngcairo size 1800,900 font ",10" noenhanced
set output png

set logscale x 2
set logscale y 10
set format y "%g"
set offsets graph 0.03, graph 0.03, graph 0.05, graph 0.05
set grid
set key top left font ",9"
set xtics (2, 4, 8, 16, 32, 64, 128, 256, 512)

# Rows of this type and regime for one routine, shape and implementation, in file order.
rows(routine, shape, impl) = sprintf( \
    "< awk -F, '$1 == \"%s\" && $2 == \"%s\" && $3 == \"%s\" && $6 == \"%s\" && $9 == \"%s\"' '%s'", \
    routine, type, shape, cache, impl, csv)

routines = "gemm trsm syrk getrf potrf getrs potrs"
set multiplot layout 2,4 title sprintf("batchblas_bench, type %s, %s of cache; %s", type, cache, subtitle)
do for [r = 1:words(routines)] {
    routine = word(routines, r)
    set title sprintf("%s, fixed n x n", routine)
    set xlabel "n"
    set ylabel "GFLOP/s"
    plot for [i = 1:words(impls)] rows(routine, "fixed", word(impls, i)) using 4:11 \
             with linespoints lw 2 title word(impls, i), \
         rows(routine, "fixed", "batchblas") using 4:14 with lines lc "grey40" lw 1 title "peak", \
         rows(routine, "fixed", "batchblas") using 4:15 with lines lc "grey40" dt 2 lw 1 title "roofline"
}
set title "gemm, variable sizes in [1, nmax]"
set xlabel "nmax"
plot for [i = 1:words(impls)] rows("gemm", "variable", word(impls, i)) using 4:11 \
         with linespoints lw 2 title word(impls, i), \
     rows("gemm", "variable", "batchblas") using 4:14 with lines lc "grey40" lw 1 title "peak", \
     rows("gemm", "variable", "batchblas") using 4:15 with lines lc "grey40" dt 2 lw 1 title "roofline"
unset multiplot
