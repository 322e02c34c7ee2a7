#!/usr/bin/env python3
"""Writes a seeded random graph file (docs/graph.md format) to standard output.

Every move goes from a uniform node to a uniform node. `--names int` (the default) names nodes 0..N-1, the
only form the C++ peer `retro` reads; `--names mixed` also uses words, non-ASCII names, numbers with leading
zeros, and adds labels, comments, tabs and CRLF line ends, for checks against the reference parser.

  python3 scripts/graph-gen.py --nodes 2000000 --moves 6000000 --seed 1 > /tmp/g.txt
"""
import argparse
import random
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nodes", type=int, required=True)
    ap.add_argument("--moves", type=int, required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--names", choices=["int", "mixed"], default="int")
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    n = a.nodes
    out = sys.stdout
    if a.names == "int":
        r = rnd.randrange
        chunk = 1 << 16
        done = 0
        while done < a.moves:
            k = min(chunk, a.moves - done)
            out.write("".join("%d %d\n" % (r(n), r(n)) for _ in range(k)))
            done += k
        return
    words = ["a", "b", "node", "x_1", "Zürich", "東京", "07", "-3", "9223372036854775808", "v.w", "\"q\"", "back\\slash"]

    def name(i):
        kind = i % 5
        if kind == 0:
            return str(i)
        if kind == 1:
            return "0" + str(i)
        if kind == 2:
            return words[i % len(words)] + str(i)
        if kind == 3:
            return "n" + str(i)
        return words[i % len(words)]

    lines = []
    for _ in range(a.moves):
        i, j = rnd.randrange(n), rnd.randrange(n)
        u, v = name(i), name(j)
        sep = rnd.choice([" ", "\t", "  ", " \t "])
        line = rnd.choice(["", " ", "\t"]) + u + sep + v
        roll = rnd.random()
        if roll < 0.05:
            line += " # a comment: with a colon"
        elif roll < 0.08:
            line = u + " : " + ["win", "loss", "draw"][len(u) % 3]  # one label a name
        elif roll < 0.09:
            line = "# " + line
        lines.append(line + rnd.choice(["\n", "\n", "\r\n"]))
    out.write("".join(lines))


if __name__ == "__main__":
    main()
