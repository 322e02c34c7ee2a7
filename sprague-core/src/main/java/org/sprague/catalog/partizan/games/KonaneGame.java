package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.catalog.partizan.games.ClobberGrids.Grid;
import org.sprague.partizan.PartizanMove;

/**
 * Konane, the Hawaiian game, as combinatorial game theory plays it (M. D. Ernst, "Playing Konane mathematically: a
 * combinatorial game-theoretic analysis", UMAP Journal 16(2), 1995; cgt-tools' {@code cgt/short/partizan/games/
 * konane.rs}): a grid of Left's stones {@code x}, Right's {@code o} and empty cells. A player jumps one of their
 * stones orthogonally over an adjacent stone of the opponent's onto the empty cell beyond, removing the jumped
 * stone; the jump may go on in the same direction over further single enemy stones onto further empty cells, each
 * stop a move of its own. Whoever cannot move loses.
 *
 * <p>Parts. Unlike Clobber, a stone lands on an empty cell, so regions of stones a gap apart may meet later. A
 * part is a group of stones with its <em>reach</em>, the cells its stones may ever stand on: start from the cells
 * of the group's stones and add, once per jump the group can still make (a jump removes a stone and needs two, so
 * at most its stones less one), every cell c on the board and not blocked such that for some direction d the
 * cells c - d and c - 2d are already in the reach; a jump needs its jumper at c - 2d and the jumped stone at
 * c - d, so by induction on the group's jumps its stones stay in the reach. Groups start as the 4-connected regions
 * of stones and are merged while the reaches of two of them touch (share a cell or two orthogonally adjacent
 * cells). Then no stone of one group is ever next to a stone of another, nor on a cell another group lands on:
 * every move of the board is a move of one group alone (its jumped stones are next to it, so its own; its landing
 * cells are in its own reach, where no other stone ever is), with the same result, so the board is the sum of its
 * groups. A part is written as its reach's bounding box with the cells outside the reach blocked (no stone of the
 * group ever stands there, so the part has the same moves); a group of one colour has no move and is dropped.
 * Representative: the least of the eight images under turns and mirrors. Size: its stones. Moves are listed, and
 * searched, in the order of the opponent's fewest single jumps after them, then the mover's most.
 */
public final class KonaneGame extends PartizanRulesetGame<Grid> {
    @Override
    public String id() {
        return "konane";
    }

    @Override
    public String summary() {
        return "Konane: Left's stones x jump Right's o orthogonally onto empty cells, one or more jumps in a line"
                + " (Ernst 1995)";
    }

    @Override
    public String syntax() {
        return "ROWS (x Left's stone, o Right's, . empty, # blocked; rows joined by |, e.g. xox|o..)";
    }

    @Override
    public List<String> examples() {
        return List.of("xo.", "xox|o..", ".ox.|o..x|....", "xox|o.o|xox");
    }

    /**
     * A position of Konane's outcome search costs about 20,000 search steps: the search visits 2,700 to 7,400
     * positions a CPU second (6x6 with two cells empty: 25,000 positions in about 9 s; 6x5 with two empty: 238,779 in
     * 32 s), most of it splitting positions into groups and valuing the small ones, so that the standard budget
     * answers a few seconds of work and refuses the rest well before the time budget does.
     */
    @Override
    public double searchStepsPerPosition() {
        return 20_000;
    }

    @Override
    public Grid parse(List<String> position) {
        return ClobberGrids.parse(id(), position);
    }

    @Override
    public List<PartizanMove<Grid>> moves(Grid g, boolean left) {
        char mine = left ? 'x' : 'o';
        char enemy = left ? 'o' : 'x';
        List<PartizanMove<Grid>> out = new ArrayList<>();
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.cols(); c++) {
                if (g.at(r, c) != mine) {
                    continue;
                }
                for (int[] s : ClobberGrids.STEPS) {
                    char[] cells = g.cells().toCharArray();
                    cells[r * g.cols() + c] = '.';
                    for (int k = 1; g.at(r + (2 * k - 1) * s[0], c + (2 * k - 1) * s[1]) == enemy
                            && g.at(r + 2 * k * s[0], c + 2 * k * s[1]) == '.'; k++) {
                        cells[(r + (2 * k - 1) * s[0]) * g.cols() + c + (2 * k - 1) * s[1]] = '.';
                        int r2 = r + 2 * k * s[0];
                        int c2 = c + 2 * k * s[1];
                        char[] landed = cells.clone();
                        landed[r2 * g.cols() + c2] = mine;
                        out.add(new PartizanMove<>(ClobberGrids.label(mine, r, c, r2, c2),
                                new Grid(g.rows(), g.cols(), new String(landed))));
                    }
                }
            }
        }
        return ClobberGrids.ordered(out, to -> jumps(to, !left), to -> jumps(to, left));
    }

    /** The player's single jumps (each longer jump goes on from one), a cheap measure of their moves. */
    private static int jumps(Grid g, boolean left) {
        char mine = left ? 'x' : 'o';
        char enemy = left ? 'o' : 'x';
        int count = 0;
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.cols(); c++) {
                if (g.at(r, c) == mine) {
                    for (int[] s : ClobberGrids.STEPS) {
                        if (g.at(r + s[0], c + s[1]) == enemy && g.at(r + 2 * s[0], c + 2 * s[1]) == '.') {
                            count++;
                        }
                    }
                }
            }
        }
        return count;
    }

    @Override
    public List<String> format(Grid g) {
        return List.of(g.toString());
    }

    @Override
    public List<Grid> parts(Grid g) {
        List<Set<Integer>> groups = new ArrayList<>();
        for (List<Integer> region : ClobberGrids.components(g, i -> g.cells().charAt(i) == 'x'
                || g.cells().charAt(i) == 'o')) {
            groups.add(new HashSet<>(region));
        }
        List<Set<Integer>> reaches = new ArrayList<>();
        for (Set<Integer> group : groups) {
            reaches.add(reach(g, group));
        }
        boolean merged = true;
        while (merged) {
            merged = false;
            for (int i = 0; i < groups.size() && !merged; i++) {
                for (int j = i + 1; j < groups.size() && !merged; j++) {
                    if (touch(g, reaches.get(i), reaches.get(j))) {
                        groups.get(i).addAll(groups.remove(j));
                        reaches.remove(j);
                        reaches.set(i, reach(g, groups.get(i)));
                        merged = true;
                    }
                }
            }
        }
        List<Grid> out = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            Grid part = ClobberGrids.crop(g, new ArrayList<>(reaches.get(i)), '#');
            if (part.count('x') > 0 && part.count('o') > 0) {
                out.add(part);
            }
        }
        return out;
    }

    /** The cells the group's stones may ever stand on (the class comment proves it). */
    private static Set<Integer> reach(Grid g, Set<Integer> group) {
        Set<Integer> reach = new HashSet<>(group);
        for (int jumps = group.size() - 1; jumps > 0; jumps--) {
            List<Integer> added = new ArrayList<>();
            for (int r = 0; r < g.rows(); r++) {
                for (int c = 0; c < g.cols(); c++) {
                    int i = r * g.cols() + c;
                    if (reach.contains(i) || g.at(r, c) == '#') {
                        continue;
                    }
                    for (int[] s : ClobberGrids.STEPS) {
                        if (g.at(r - s[0], c - s[1]) != '#' && g.at(r - 2 * s[0], c - 2 * s[1]) != '#'
                                && reach.contains(i - s[0] * g.cols() - s[1])
                                && reach.contains(i - 2 * (s[0] * g.cols() + s[1]))) {
                            added.add(i);
                            break;
                        }
                    }
                }
            }
            if (added.isEmpty()) {
                break;
            }
            reach.addAll(added);
        }
        return reach;
    }

    /** Whether two reaches share a cell or hold two orthogonally adjacent cells. */
    private static boolean touch(Grid g, Set<Integer> a, Set<Integer> b) {
        for (int i : a) {
            int r = i / g.cols();
            int c = i % g.cols();
            if (b.contains(i)) {
                return true;
            }
            for (int[] s : ClobberGrids.STEPS) {
                int r2 = r + s[0];
                int c2 = c + s[1];
                if (r2 >= 0 && c2 >= 0 && r2 < g.rows() && c2 < g.cols() && b.contains(r2 * g.cols() + c2)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public Grid representative(Grid part) {
        return ClobberGrids.least(part, false);
    }

    @Override
    public int size(Grid part) {
        return part.count('x') + part.count('o');
    }

    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        return ClobberGrids.draw(position, moves);
    }
}
