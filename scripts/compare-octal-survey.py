#!/usr/bin/env python3
"""Compares a survey of octal games with the published lists (docs/octal-survey.md).

usage: compare-octal-survey.py [--markdown] LISTS ROWS_DIR [ROWS_DIR...] > table.csv

LISTS is docs/data/octal-lists.txt: the game lookup (each code to the class of games with the same values, up to a
shift of the heaps) and the status of each class (trivial/solved with preperiod and period, or unsolved).
ROWS_DIR holds the survey's CODE-N.row files (sprague survey --results DIR); where a code has rows for several N,
the row of the largest N is taken. Writes one CSV row a code, in code order, and a summary on standard error;
with --markdown, one table row a game the lists name instead: its status there, the survey's row of the game
itself, and how many codes of its class agree.
"""
import os
import sys


def key(code):
    """0.156 -> .156, 4.0 -> 4, 4.12 -> 4.12: the spelling of the lists."""
    before, after = code.split('.')
    after = after.rstrip('0')
    if before == '0':
        return '.' + after
    return before if not after else before + '.' + after


def shift(code):
    """The heaps the lists drop: those below the first heap with a move. The lists read a game in which a heap of 1
    has no move as the game with every heap one smaller (GameLookup.md), so their preperiod is ours less this."""
    before, after = code.split('.')
    digits = [int(before)] + [int(c) for c in after]
    n = 1
    while not any((d & 1 and n == k) or (d & 2 and n > k) or (d & 4 and n - k >= 2) for k, d in enumerate(digits)):
        n += 1
    return n - 1


def spelled(game):
    """.45 -> 0.45, 4 -> 4.0: the spelling of the survey."""
    return '0' + game if game.startswith('.') else game if '.' in game else game + '.0'


def read_lists(path):
    lookup, status = {}, {}
    for line in open(path):
        line = line.split('#')[0].split()
        if not line:
            continue
        if line[0] == 'lookup':
            prefix, entries = line[1], line[2:]
            for x, e in enumerate(entries, start=1):
                game = prefix.replace('x', str(x))
                lookup[game] = game if e == '-' else e
        else:
            st, game = line[0], line[1]
            status[game] = (st, int(line[2]) if len(line) > 2 else None, int(line[3]) if len(line) > 3 else None)
    return lookup, status


def read_rows(dirs):
    rows = {}
    for d in dirs:
        for f in os.listdir(d):
            if not f.endswith('.row'):
                continue
            upto, code, pre, per, salt, proven, largest, h = open(os.path.join(d, f)).read().rstrip('\n').split('\t')
            r = dict(code=code, upto=int(upto), preperiod=pre, period=per, saltus=salt, proven=proven == 'true',
                     largest=largest, hash=h)
            old = rows.get(code)
            # a proven row stands whatever N; else the row of the largest N
            if old is None or (r['proven'] and not old['proven']) or (r['proven'] == old['proven']
                                                                      and r['upto'] > old['upto']):
                rows[code] = r
    return rows


def order(code):
    before, after = code.split('.')
    return (int(before), after)


def main():
    args = sys.argv[1:]
    markdown = args[0] == '--markdown'
    if markdown:
        args = args[1:]
    lookup, status = read_lists(args[0])
    rows = read_rows(args[1:])
    counts = {}
    table = []
    if not markdown:
        print('code,upto,preperiod,period,saltus,proven,largest,hash,listed_as,listed_status,listed_preperiod,'
          'listed_period,shift,comparison')
    for code in sorted(rows, key=order):
        r = rows[code]
        k = key(code)
        cls = lookup.get(k, k)
        st, lp, lper = status.get(cls, ('not listed', None, None))
        if st in ('trivial', 'solved'):
            if r['proven']:
                same_period = int(r['period']) == lper
                # TrivialGames.md gives the preperiod of the shifted values, SolvedGames.md that of the game as
                # written (.45: 498, .177, whose values are those of .45 one heap earlier: 497)
                listed = lp if st == 'trivial' else max(lp - shift(spelled(cls)), 0)
                same_pre = max(int(r['preperiod']) - shift(code), 0) == listed
                verdict = 'agrees' if same_period and same_pre else 'disagrees'
            else:
                verdict = 'listed solved; not proven within N'
        elif st == 'unsolved':
            verdict = 'proven here; listed open' if r['proven'] else 'open in both'
        else:
            verdict = 'proven, class not listed' if r['proven'] else 'open, class not listed'
        counts[verdict] = counts.get(verdict, 0) + 1
        table.append((code, cls, st, lp, lper, r, verdict))
        if not markdown:
            print(','.join(str(v) for v in [code, r['upto'], r['preperiod'], r['period'], r['saltus'],
                                        str(r['proven']).lower(), r['largest'], r['hash'], cls, st,
                                        '' if lp is None else lp, '' if lper is None else lper, shift(code), verdict]))
    for v, c in sorted(counts.items()):
        print('%5d %s' % (c, v), file=sys.stderr)
    if markdown:
        print_classes(table, status)


def print_classes(table, status):
    """One row a listed game: the lists' entry, the survey's row of the game itself, its class's verdicts."""
    print('| game | listed | listed preperiod, period | sprague: preperiod, period (N reached) | codes in class |'
          ' comparison |')
    print('|---|---|---|---|---|---|')
    for game in sorted(status, key=lambda g: (status[g][0] != 'solved', status[g][0] != 'unsolved', order(spelled(g)))):
        st, lp, lper = status[game]
        members = [t for t in table if t[1] == game]
        own = [t for t in members if t[0] == spelled(game)]
        if not own:
            continue
        r = own[0][5]
        mine = ('%s, %s' % (r['preperiod'], r['period']) if r['proven'] else 'open') + ' (%d)' % r['upto']
        verdicts = {}
        for t in members:
            verdicts[t[6]] = verdicts.get(t[6], 0) + 1
        listed = '' if lp is None else '%d, %d' % (lp, lper)
        print('| %s | %s | %s | %s | %d | %s |' % (game, st, listed, mine, len(members),
                                                   '; '.join('%d %s' % (c, v) for v, c in sorted(verdicts.items()))))


if __name__ == '__main__':
    main()
