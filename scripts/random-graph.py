#!/usr/bin/env python3
"""Writes a random game graph in the graph file format: N nodes named 0..N-1, M moves with uniformly random ends
(self-loops and repeats allowed), and about one node in LABEL_EVERY labelled win, loss or draw. Seeded, so a
benchmark graph can be made again: scripts/random-graph.py N M SEED > graph.txt"""
import random
import sys

n, m, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
LABEL_EVERY = 20
rng = random.Random(seed)
out = sys.stdout
lines = []
for _ in range(m):
    lines.append(f"{rng.randrange(n)} {rng.randrange(n)}\n")
    if len(lines) >= 100000:
        out.write("".join(lines))
        lines.clear()
for u in range(0, n, LABEL_EVERY):
    lines.append(f"{u} : {('win', 'loss', 'draw')[rng.randrange(3)]}\n")
out.write("".join(lines))
