# GFLOP/s against size from a batchblas_bench CSV, one PNG per type: fixed sizes on the left,
# variable sizes (uniform in [1, nmax]) on the right, one line per implementation.
#   gnuplot -e "csv='gemm.csv'; png='gemm-d.png'; type='d'; impls='batchblas openblas netlib'; \
#               subtitle='machine'" bench/plot.gp
set datafile separator ","
set terminal pngcairo size 1400,560 font ",11"
set output png

set logscale x 2
set logscale y 10
set xtics (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024)
set format y "%g"
set offsets graph 0.03, graph 0.03, graph 0.05, graph 0.05
set grid
set key top left
set ylabel "GFLOP/s"

# Rows of one type, shape and implementation, in file order (sizes ascending).
rows(shape, impl) = sprintf("< awk -F, '$1 == \"%s\" && $2 == \"%s\" && $6 == \"%s\"' '%s'", \
                            type, shape, impl, csv)

set multiplot layout 1,2 title sprintf("batched %sgemm, %s", type, subtitle)
set title "fixed: every problem n x n x n"
set xlabel "n"
plot for [i=1:words(impls)] rows("fixed", word(impls, i)) using 3:8 \
     with linespoints lw 2 title word(impls, i)
set title "variable: m, n, k uniform in [1, nmax]"
set xlabel "nmax"
plot for [i=1:words(impls)] rows("variable", word(impls, i)) using 3:8 \
     with linespoints lw 2 title word(impls, i)
unset multiplot
