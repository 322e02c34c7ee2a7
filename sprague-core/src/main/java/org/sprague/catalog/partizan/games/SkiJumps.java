package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.partizan.PartizanMove;

/**
 * Ski-Jumps (Berlekamp, Conway and Guy, <i>Winning Ways</i>, ch. 1), with the rules and notation of cgt-tools'
 * {@code ski_jumps} ({@code cgt/short/partizan/games/ski_jumps.rs}): a grid of rows, top first, whose cells are
 * empty {@code .} or hold a skier: Left's jumper {@code L} or slipper {@code l}, Right's jumper {@code R} or
 * slipper {@code r}. Left moves one of her skiers any number of cells to the right across empty cells, or off the
 * board past its right edge; Right moves his to the left in the same way. A jumper may instead jump down over an
 * opponent's skier in the cell directly below it, onto the cell directly below that, which must be on the board and
 * empty; the skier jumped over becomes a slipper, which never jumps. (cgt-tools' description asks the landing cell
 * to be empty; its code does not look, and no position of its tests lands on a skier.)
 */
public final class SkiJumps extends PartizanRulesetGame<List<String>> {
    private static final String EXAMPLE = "L....|....R|.....";

    /** A move and the cell a board shows it on: where the skier slides to, its own cell, or the skier jumped. */
    private record SkiMove(String text, List<String> to, int row, int col) {
    }

    @Override
    public String id() {
        return "ski-jumps";
    }

    @Override
    public String summary() {
        return "Ski-Jumps: Left's skiers (L, l) slide right, Right's (R, r) left, off the board too; a jumper (L, R)"
                + " may jump down over an opponent's skier, who becomes a slipper (l, r)";
    }

    @Override
    public String syntax() {
        return "ROW... of L and l (Left's jumper and slipper), R and r (Right's), . (empty), all of one length;"
                + " rows joined by | or given as separate arguments, top first";
    }

    @Override
    public List<String> examples() {
        return List.of("L....|....R|.....", ".L...|.R...|.....", "...L....|..R.....|........", "L..|.R.|l..");
    }

    @Override
    public List<String> parse(List<String> position) {
        return StripsInput.rows(id(), position, ".LlRr", true, EXAMPLE);
    }

    @Override
    public List<PartizanMove<List<String>>> moves(List<String> rows, boolean left) {
        return skiMoves(rows, left).stream().map(m -> new PartizanMove<>(m.text(), m.to())).toList();
    }

    private static List<SkiMove> skiMoves(List<String> rows, boolean left) {
        List<SkiMove> out = new ArrayList<>();
        String mine = left ? "Ll" : "Rr";
        String theirs = left ? "Rr" : "Ll";
        int step = left ? 1 : -1;
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            for (int c = 0; c < row.length(); c++) {
                char skier = row.charAt(c);
                if (mine.indexOf(skier) < 0) {
                    continue;
                }
                String from = "(" + (r + 1) + "," + (c + 1) + ")";
                int to = c + step;
                while (to >= 0 && to < row.length() && row.charAt(to) == '.') {
                    out.add(new SkiMove(from + " -> (" + (r + 1) + "," + (to + 1) + ")",
                            set(set(rows, r, c, '.'), r, to, skier), r, to));
                    to += step;
                }
                if (to < 0 || to >= row.length()) {
                    out.add(new SkiMove(from + " off", set(rows, r, c, '.'), r, c));
                }
                char below = r + 1 < rows.size() ? rows.get(r + 1).charAt(c) : '.';
                if (Character.isUpperCase(skier) && theirs.indexOf(below) >= 0 && r + 2 < rows.size()
                        && rows.get(r + 2).charAt(c) == '.') {
                    List<String> jumped = set(set(set(rows, r, c, '.'), r + 1, c, Character.toLowerCase(below)),
                            r + 2, c, skier);
                    out.add(new SkiMove(from + " jumps to (" + (r + 3) + "," + (c + 1) + ")", jumped, r + 1, c));
                }
            }
        }
        return out;
    }

    /** The rows with cell (r, c) set to {@code to}. */
    private static List<String> set(List<String> rows, int r, int c, char to) {
        List<String> next = new ArrayList<>(rows);
        char[] row = next.get(r).toCharArray();
        row[c] = to;
        next.set(r, new String(row));
        return List.copyOf(next);
    }

    @Override
    public List<String> format(List<String> rows) {
        return List.of(String.join("|", rows));
    }

    /** The skiers: each moves at most once per cell of its row, or jumps. */
    @Override
    public int size(List<String> part) {
        return StripsInput.cellsOtherThan(part, '.');
    }

    @Override
    protected String valueNote() {
        return "every position reached valued once";
    }

    /**
     * A slide is the cell the skier reaches, a slide off the board the skier's own cell, a jump the skier jumped
     * over: no two moves of one player share a cell, as no two skiers of a row reach one cell.
     */
    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        List<String> rows = parse(position);
        if (!StripsInput.drawable(rows)) {
            return Optional.empty();
        }
        Set<String> listed = StripsInput.labels(moves);
        List<Board.Spot> spots = new ArrayList<>();
        for (boolean left : new boolean[] {true, false}) {
            for (SkiMove m : skiMoves(rows, left)) {
                if (listed.contains(m.text())) {
                    spots.add(new Board.Spot(m.row(), m.col(), m.row(), m.col(), m.text()));
                }
            }
        }
        return Optional.of(new Board.Grid("xo", StripsInput.cells(rows), spots));
    }
}
