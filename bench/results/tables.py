#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
"""Turns the benchmark CSVs of one results folder into the markdown tables of docs/performance.md,
and into plots when gnuplot is installed.

    python3 bench/results/tables.py bench/results/<machine>            # tables to stdout
    python3 bench/results/tables.py bench/results/<machine> --full     # every row, per type
    python3 bench/results/tables.py bench/results/<machine> --plots DIR  # also PNGs (gnuplot)

A folder holds any of four kinds of CSV, recognised by their header line:
  - batchblas_bench --csv (bench/bench.cc): one line per (row, implementation);
  - the compact comparison (bench/compact_throughput.cc), one line per (routine, n, impl);
  - gpu_bench (bench/gpu_bench.cu), one line per (row, implementation) of its table;
  - gpu_lapack_bench (bench/gpu_lapack_bench.cu) and torch_lapack_bench.py, one line per
    (routine, type, n, implementation): all such files of the folder make one table (batchblas,
    the best vendor routine, PyTorch) and, with --plots, one PNG per type.
Standard library only, so that it runs wherever the benchmarks do.
"""
import argparse
import csv
import os
import shutil
import subprocess
import sys
from collections import OrderedDict

TYPE_NAMES = {"d": "double", "s": "float", "c": "complex float", "z": "complex double"}


def fmt(x):
    """Three significant digits, as the benchmarks print them."""
    if x == "" or x is None:
        return "-"
    v = float(x)
    if v == 0:
        return "0"
    return f"{v:.3g}" if abs(v) < 1000 else f"{v:.0f}"


def size_text(r):
    """The benchmark's size column: 16, 128,k16, 1..8, 16..64g."""
    n = r["size"]
    if r["shape"] == "update":
        return f"{n},k{r['k']}"
    if r["shape"] == "variable":
        return f"1..{n}"
    if r["shape"] == "groups":
        return f"{max(1, int(n) // 4)}..{n}g"
    return n


def kind(header):
    if "roofline_pct" in header and "routine" in header:
        return "lapack"
    if "pct_peak" in header:
        return "bench"
    if "width" in header:
        return "compact"
    if "sizes" in header and "impl" in header:
        return "gpu"
    return None


def bench_rows(rows):
    """Groups the per-implementation lines into table rows, in file order."""
    table = OrderedDict()
    for r in rows:
        key = (r["routine"], r["type"], r["shape"], r["size"], r["k"], r["cache"])
        table.setdefault(key, OrderedDict())[r["impl"]] = r
    return table


def best_baseline(impls):
    best = None
    for name, r in impls.items():
        if name == "batchblas" or r["check"] != "ok":
            continue
        if best is None or float(r["gflops"]) > float(impls[best]["gflops"]):
            best = name
    return best


def bench_full(rows, out):
    """Every row, one table per type, the columns of batchblas_bench's own table."""
    table = bench_rows(rows)
    baselines = []
    for impls in table.values():
        for name in impls:
            if name != "batchblas" and name not in baselines:
                baselines.append(name)
    for t in [t for t in "dszc" if any(k[1] == t for k in table)]:
        out.write(f"\n{TYPE_NAMES[t]}:\n\n")
        out.write("| routine | shape | size | cache | batch | MiB | batchblas | %peak | %roof | best "
                  "| ratio | " + " | ".join(baselines) + " | check (err/eps) |\n")
        out.write("|---|---|---|---|---:|---:|---:|---:|---:|---|---:|" + "---:|" * len(baselines)
                  + "---|\n")
        for key, impls in table.items():
            if key[1] != t:
                continue
            bb = impls["batchblas"]
            best = best_baseline(impls)
            ratio = float(bb["gflops"]) / float(impls[best]["gflops"]) if best else None
            cells = [key[0], key[2], size_text(bb), key[5], bb["batch"], bb["mib"],
                     fmt(bb["gflops"]), bb["pct_peak"], bb["pct_roof"], best or "-",
                     f"{ratio:.2f}" if ratio else "-"]
            cells += [fmt(impls[b]["gflops"]) if b in impls else "-" for b in baselines]
            cells.append(f"{bb['check']} {bb['error_eps']}")
            out.write("| " + " | ".join(cells) + " |\n")


def bench_summary(rows, out):
    """One line per (routine, shape, size, cache); per type batchblas' GFLOP/s and its ratio to
    the best baseline of the same row, written "GFLOP/s (ratio)"."""
    table = bench_rows(rows)
    types = [t for t in "dszc" if any(k[1] == t for k in table)]
    lines = OrderedDict()
    for key, impls in table.items():
        line = (key[0], key[2], key[3], key[4], key[5])
        best = best_baseline(impls)
        bb = impls["batchblas"]
        cell = fmt(bb["gflops"])
        if best:
            cell += f" ({float(bb['gflops']) / float(impls[best]['gflops']):.2f} {best})"
        lines.setdefault(line, {})[key[1]] = cell
    out.write("| routine | shape | size | cache | " + " | ".join(TYPE_NAMES[t] for t in types)
              + " |\n")
    out.write("|---|---|---|---|" + "---|" * len(types) + "\n")
    for (routine, shape, size, k, cache), cells in lines.items():
        st = size_text({"shape": shape, "size": size, "k": k})
        out.write(f"| {routine} | {shape} | {st} | {cache} | "
                  + " | ".join(cells.get(t, "-") for t in types) + " |\n")


def compact_table(rows, out):
    """One line per n; per routine the interleaved rate, then x the OpenBLAS loop and x the
    better of the OpenBLAS loop and batchblas' pointer-array call."""
    g = OrderedDict()
    routines = []
    width = rows[0]["width"] if rows else "?"
    for r in rows:
        if r["routine"] not in routines:
            routines.append(r["routine"])
        g.setdefault(r["n"], {}).setdefault(r["routine"], {})[r["impl"]] = float(r["gflops"])
    t = rows[0]["type"] if rows else "d"
    out.write(f"compact width ({TYPE_NAMES[t]}): {width}; GFLOP/s of the interleaved call "
              "(x OpenBLAS loop, x best of OpenBLAS loop and pointer-array call)\n\n")
    out.write("| n | " + " | ".join(t + x for x in routines) + " |\n")
    out.write("|---:|" + "---|" * len(routines) + "\n")
    for n, per in g.items():
        cells = []
        for x in routines:
            v = per.get(x, {})
            c, o, b = v.get("compact"), v.get("openblas"), v.get("batched")
            if c is None:
                cells.append("-")
                continue
            cells.append(f"{c:.2f} ({c / o:.1f}x, {c / max(o, b):.1f}x)")
        out.write(f"| {n} | " + " | ".join(cells) + " |\n")


def gpu_table(rows, out):
    """gpu_bench's table: per row the four batchblas forms, the three cuBLAS calls, %roof (double
    only), the ratio of the best batchblas form to the best cuBLAS call and the difference."""
    ours = ["ours", "ours-alt", "ours-perm", "ours-dev"]
    cub = ["cub-bat", "cub-str", "cub-grp"]
    table = OrderedDict()
    for r in rows:
        table.setdefault((r["type"], r["routine"], r["sizes"], r["batch"]), {})[r["impl"]] = r
    out.write("| type | rtn | sizes | batch | " + " | ".join(ours) + " | %roof | "
              + " | ".join(cub) + " | ratio | diff |\n")
    out.write("|---|---|---|---:|" + "---:|" * 4 + "---:|" + "---:|" * 3 + "---:|---:|\n")
    for (t, rtn, sizes, batch), impls in table.items():
        any_row = next(iter(impls.values()))
        cells = [t, rtn, sizes, batch]
        cells += [impls[x]["gflops"] if x in impls else "-" for x in ours]
        cells.append(any_row["pct_roof"] or "-")
        cells += [impls[x]["gflops"] if x in impls else "-" for x in cub]
        cells += [any_row["ratio"], any_row["diff"]]
        out.write("| " + " | ".join(cells) + " |\n")


def lapack_rows(rows):
    """(type, routine, n) -> {impl: row}, in file order; the vendor's best call as 'vendor'."""
    table = OrderedDict()
    for r in rows:
        cell = table.setdefault((r["type"], r["routine"], r["n"]), {})
        if r["impl"] in ("batchblas", "torch"):
            cell[r["impl"]] = r
        elif "vendor" not in cell or float(r["gflops"]) > float(cell["vendor"]["gflops"]):
            cell["vendor"] = r
    return table


def lapack_table(rows, out):
    """batchblas against the best cuBLAS / cuSOLVER call and PyTorch, per routine and n."""
    out.write("| type | routine | n | batchblas GFLOP/s | %roof | best vendor (call) | x vendor "
              "| torch | x torch |\n|---|---|---:|---:|---:|---:|---:|---:|---:|\n")
    for (t, rtn, n), impls in lapack_rows(rows).items():
        if "batchblas" not in impls:
            continue
        ours = impls["batchblas"]
        g = float(ours["gflops"])
        v, tr = impls.get("vendor"), impls.get("torch")
        vcell = f"{fmt(v['gflops'])} ({v['impl']})" if v else "-"
        vx = f"{g / float(v['gflops']):.2f}" if v and float(v["gflops"]) > 0 else "-"
        tcell = fmt(tr["gflops"]) if tr else "-"
        tx = f"{g / float(tr['gflops']):.2f}" if tr and float(tr["gflops"]) > 0 else "-"
        out.write(f"| {t} | {rtn} | {n} | {fmt(ours['gflops'])} | {ours['roofline_pct']} | "
                  f"{vcell} | {vx} | {tcell} | {tx} |\n")


LAPACK_SUMMARY_SIZES = ("4", "8", "16", "32", "64", "128", "256", "512", "var32", "var128",
                        "var512")
LAPACK_NAMES = {"getrs_nrhs1": "getrs, 1 rhs", "getrs_nrhsn": "getrs, n rhs",
                "potrs_nrhs1": "potrs, 1 rhs", "potrs_nrhsn": "potrs, n rhs"}


def ratio(g, other):
    x = g / other
    return f"{x:.0f}x" if x >= 10 else f"{x:.1f}x"


def lapack_summary(rows, out):
    """The table of docs/performance.md: per routine (rows) and n (columns), batchblas GFLOP/s
    (x the best vendor call, x PyTorch); variable sizes without PyTorch."""
    table = lapack_rows(rows)
    for t in OrderedDict((k[0], 1) for k in table):
        out.write(f"| routine ({t}) | " + " | ".join(LAPACK_SUMMARY_SIZES) + " |\n|---|" +
                  "---:|" * len(LAPACK_SUMMARY_SIZES) + "\n")
        for rtn in OrderedDict((k[1], 1) for k in table if k[0] == t):
            if not any("batchblas" in c for k, c in table.items() if k[:2] == (t, rtn)):
                continue  # PyTorch alone (its inv is our getri)
            cells = []
            for n in LAPACK_SUMMARY_SIZES:
                c = table.get((t, rtn, n), {})
                if "batchblas" not in c:
                    cells.append("-")
                    continue
                g = float(c["batchblas"]["gflops"])
                parts = [ratio(g, float(c[k]["gflops"])) for k in ("vendor", "torch")
                         if k in c and float(c[k]["gflops"]) > 0]
                cells.append(f"{fmt(g)} ({', '.join(parts)})" if parts else fmt(g))
            out.write(f"| {LAPACK_NAMES.get(rtn, rtn)} | " + " | ".join(cells) + " |\n")


def lapack_plots(rows, outdir):
    """Per type: GFLOP/s against n of getrf, potrf and getrs (n right-hand sides), batchblas
    (lines) against the best vendor call and PyTorch (points), log scales."""
    os.makedirs(outdir, exist_ok=True)
    table = lapack_rows(rows)
    for t in OrderedDict((k[0], 1) for k in table):
        data = os.path.join(outdir, f"gpu-lapack-{t}.dat")
        series = []
        with open(data, "w") as f:
            for rtn in ("getrf", "potrf", "getrs_nrhsn"):
                for impl in ("batchblas", "vendor", "torch"):
                    pts = [(int(n), float(c[impl]["gflops"])) for (tt, r, n), c in table.items()
                           if tt == t and r == rtn and n.isdigit() and impl in c]
                    if not pts:
                        continue
                    f.write(f"# {rtn} {impl}\n")
                    f.writelines(f"{n} {g}\n" for n, g in pts)
                    f.write("\n\n")
                    series.append(f"{rtn} {impl}")
        png = os.path.join(outdir, f"gpu-lapack-{t}.png")
        plot = ", ".join(
            f"'{data}' index {i} with {'linespoints' if s.endswith('batchblas') else 'points'} "
            f"title '{s}'" for i, s in enumerate(series))
        script = (f"set terminal png size 900,600 noenhanced; set output '{png}'; set logscale xy; "
                  f"set xlabel 'n'; set ylabel 'GFLOP/s'; set key left top; "
                  f"set title 'batched LAPACK on the GPU, {TYPE_NAMES.get(t, t)}'; plot {plot}")
        subprocess.run(["gnuplot", "-e", script], check=False, stderr=subprocess.DEVNULL)
        os.remove(data)
        print(f"plot: {png}", file=sys.stderr)


def plots(path, rows, outdir):
    """The PNGs of scripts/bench.sh (bench/plot.gp), one per type and cache regime."""
    gp = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "plot.gp")
    impls = " ".join(OrderedDict((r["impl"], 1) for r in rows))
    os.makedirs(outdir, exist_ok=True)
    for t, cache in OrderedDict(((r["type"], r["cache"]), 1) for r in rows):
        png = os.path.join(outdir, f"{os.path.splitext(os.path.basename(path))[0]}-{t}-{cache}.png")
        subprocess.run(["gnuplot", "-e", f"csv='{path}'; png='{png}'; type='{t}'; cache='{cache}'",
                        "-e", f"impls='{impls}'; subtitle='{os.path.basename(os.path.dirname(path))}'",
                        gp], check=False, stderr=subprocess.DEVNULL)
        print(f"plot: {png}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", help="a results folder, e.g. bench/results/nvidia-h200")
    ap.add_argument("--full", action="store_true",
                    help="batchblas_bench and the LAPACK benchmarks: every row, per type")
    ap.add_argument("--plots", metavar="DIR", help="write PNGs there (needs gnuplot)")
    a = ap.parse_args()
    out = sys.stdout
    lapack = []
    for name in sorted(os.listdir(a.folder)):
        if not name.endswith(".csv"):
            continue
        path = os.path.join(a.folder, name)
        with open(path, newline="") as f:
            reader = csv.DictReader(f)
            rows = list(reader)
            k = kind(reader.fieldnames or [])
        if k == "lapack":
            lapack += rows
            continue
        out.write(f"\n<!-- {name} -->\n\n")
        if k == "bench":
            (bench_full if a.full else bench_summary)(rows, out)
            if a.plots:
                if shutil.which("gnuplot"):
                    plots(path, rows, a.plots)
                else:
                    print("tables.py: gnuplot not found, no plots", file=sys.stderr)
        elif k == "compact":
            compact_table(rows, out)
        elif k == "gpu":
            gpu_table(rows, out)
        else:
            print(f"tables.py: {name}: unknown header, skipped", file=sys.stderr)
    if lapack:
        out.write("\n<!-- gpu_lapack_bench and torch_lapack_bench CSVs -->\n\n")
        (lapack_table if a.full else lapack_summary)(lapack, out)
        if a.plots and shutil.which("gnuplot"):
            lapack_plots(lapack, a.plots)


if __name__ == "__main__":
    main()
