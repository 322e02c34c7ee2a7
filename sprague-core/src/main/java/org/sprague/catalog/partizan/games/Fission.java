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
 * Fission, with the rules of CGSuite's {@code game.grid.Fission}
 * ({@code lib/core/src/main/resources/org/cgsuite/lang/resources/game/grid/Fission.cgs}) and cgt-tools'
 * {@code fission.rs} ({@code cgt/short/partizan/games/fission.rs}): stones {@code x} on a grid of empty cells
 * {@code .} and blocked ones {@code #}. Left takes a stone whose cells directly above and below are both empty and
 * puts a stone on each of them; Right does the same with the cells to the left and right. Off the grid is no
 * empty cell. Each stone is either player's.
 *
 * <p>A move changes three cells in a line, all of them unblocked, so the 4-connected regions of unblocked cells
 * are independent: the grid is their sum, each valued once up to the reflections (left-right and up-down keep
 * each player's direction).
 */
public final class Fission extends PartizanRulesetGame<List<String>> {
    private static final String EXAMPLE = "...|.x.|...";

    @Override
    public String id() {
        return "fission";
    }

    @Override
    public String summary() {
        return "Fission: Left splits a stone into the two empty cells above and below it, Right into the two left"
                + " and right of it";
    }

    @Override
    public String syntax() {
        return "ROW... of x (a stone), . (empty) and # (blocked), all of one length; rows joined by | or given"
                + " as separate arguments";
    }

    @Override
    public List<String> examples() {
        return List.of("...|.x.|...", "....|..x.|....|....", ".x.x|..x.|....|..x.", "...#|.x..|....|..x.");
    }

    @Override
    public List<String> parse(List<String> position) {
        return StripsInput.rows(id(), position, ".x#", true, EXAMPLE);
    }

    @Override
    public List<PartizanMove<List<String>>> moves(List<String> rows, boolean left) {
        List<PartizanMove<List<String>>> out = new ArrayList<>();
        int dr = left ? 1 : 0;
        int dc = left ? 0 : 1;
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).length(); c++) {
                if (rows.get(r).charAt(c) == 'x' && empty(rows, r - dr, c - dc) && empty(rows, r + dr, c + dc)) {
                    List<String> next = new ArrayList<>(rows);
                    set(next, r, c, '.');
                    set(next, r - dr, c - dc, 'x');
                    set(next, r + dr, c + dc, 'x');
                    out.add(new PartizanMove<>(label(r, c, left), List.copyOf(next)));
                }
            }
        }
        return out;
    }

    private static String label(int r, int c, boolean left) {
        return "split (" + (r + 1) + "," + (c + 1) + ") " + (left ? "up and down" : "left and right");
    }

    private static boolean empty(List<String> rows, int r, int c) {
        return r >= 0 && r < rows.size() && c >= 0 && c < rows.get(r).length() && rows.get(r).charAt(c) == '.';
    }

    private static void set(List<String> rows, int r, int c, char to) {
        char[] row = rows.get(r).toCharArray();
        row[c] = to;
        rows.set(r, new String(row));
    }

    @Override
    public List<String> format(List<String> rows) {
        return List.of(String.join("|", rows));
    }

    @Override
    public List<List<String>> parts(List<String> rows) {
        return StripsRegions.of(rows, "x");
    }

    @Override
    public List<String> representative(List<String> part) {
        return StripsRegions.leastMirror(part);
    }

    /** The unblocked cells. */
    @Override
    public int size(List<String> part) {
        return StripsInput.cellsOtherThan(part, '#');
    }

    @Override
    protected String valueNote() {
        return "a sum of its regions, each valued once up to reflection";
    }

    /** The stones drawn green (either player's); a move is the stone it splits. */
    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        List<String> rows = parse(position);
        if (!StripsInput.drawable(rows)) {
            return Optional.empty();
        }
        Set<String> listed = StripsInput.labels(moves);
        List<Board.Spot> spots = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).length(); c++) {
                for (boolean left : new boolean[] {true, false}) {
                    if (listed.contains(label(r, c, left))) {
                        spots.add(new Board.Spot(r, c, r, c, label(r, c, left)));
                    }
                }
            }
        }
        List<String> green = rows.stream().map(row -> row.replace('x', 'e')).toList();
        return Optional.of(new Board.Grid("xo", StripsInput.cells(green), spots));
    }
}
