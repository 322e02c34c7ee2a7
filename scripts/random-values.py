#!/usr/bin/env python3
"""Writes N random values in CGSuite's notation, one a line, for timing `sprague value -`: sums of one to three
games in braces nested three deep, whose options are numbers, nimbers, ups and switches (seeded, so the same N
gives the same lines).
Run from the repository root: scripts/random-values.py [N] [SEED] > values.txt
"""
import random
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 2026)
ATOMS = ["0", "1", "-1", "2", "1/2", "-3/4", "*", "*2", "^", "v", "^*", "+-1", "3/2", "-2"]


def game(depth):
    if depth == 0:
        return rng.choice(ATOMS)
    side = lambda: ",".join(game(rng.randint(0, depth - 1)) for _ in range(rng.randint(1, 2)))
    return "{" + side() + "|" + side() + "}"


for _ in range(n):
    print(" + ".join(game(3) for _ in range(rng.randint(1, 3))))
