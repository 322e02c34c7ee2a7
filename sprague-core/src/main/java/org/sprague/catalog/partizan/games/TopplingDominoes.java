package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;

/**
 * Toppling Dominoes (Albert, Nowakowski and Wolfe, <i>Lessons in Play</i>, 2007; Fink, Nowakowski, Siegel and Wolfe,
 * "Toppling Conjectures", <i>Games of No Chance 4</i>, 2015), with the rules of CGSuite's
 * {@code game.strip.TopplingDominoes} ({@code lib/core/src/main/resources/org/cgsuite/lang/resources/game/strip/
 * TopplingDominoes.cgs}): a row of dominoes {@code l} (Left's, blue), {@code r} (Right's, red) and {@code e}
 * (either player's, green); a player picks one of their own or a green domino and topples it left or right, and it
 * falls with every domino on that side. A {@code .} is a place with no domino, as in CGSuite, where toppled dominoes
 * leave their places empty and every domino on the chosen side falls, across empty places too; so empty places play
 * no part, and a row is worth what its dominoes read in order are.
 *
 * <p>Several rows are a disjunctive sum; each row is valued once under its mirror image (toppling is the same to
 * either side).
 */
public final class TopplingDominoes extends PartizanRulesetGame<List<String>> {
    private static final String EXAMPLE = "lrl";

    @Override
    public String id() {
        return "toppling-dominoes";
    }

    @Override
    public String summary() {
        return "Toppling Dominoes: Left topples a blue (l) or green (e) domino, Right a red (r) or green one, left or"
                + " right, and all dominoes on that side fall";
    }

    @Override
    public String syntax() {
        return "ROW... of l (Left's), r (Right's), e (either's) and . (no domino); several rows are a sum";
    }

    @Override
    public List<String> examples() {
        return List.of("lrl", "lrrll", "eel rre", "llrrlrlr");
    }

    @Override
    public List<String> parse(List<String> position) {
        return StripsInput.rows(id(), position, ".lre", false, EXAMPLE);
    }

    @Override
    public List<PartizanMove<List<String>>> moves(List<String> rows, boolean left) {
        char mine = left ? 'l' : 'r';
        List<PartizanMove<List<String>>> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            String row = rows.get(i);
            for (int j = 0; j < row.length(); j++) {
                if (row.charAt(j) == mine || row.charAt(j) == 'e') {
                    out.add(new PartizanMove<>(label(rows.size(), i, j, true), with(rows, i, 0, j + 1)));
                    out.add(new PartizanMove<>(label(rows.size(), i, j, false), with(rows, i, j, row.length())));
                }
            }
        }
        return out;
    }

    /** The move that topples domino j of row i to the left ({@code toLeft}) or right; rows are named when several. */
    private static String label(int rowCount, int i, int j, boolean toLeft) {
        return (rowCount > 1 ? "row " + (i + 1) + ": " : "") + "topple " + (j + 1) + (toLeft ? " left" : " right");
    }

    /** The rows with the places {@code from} to {@code to} (exclusive) of row {@code i} emptied. */
    private static List<String> with(List<String> rows, int i, int from, int to) {
        String row = rows.get(i);
        List<String> next = new ArrayList<>(rows);
        next.set(i, row.substring(0, from) + ".".repeat(to - from) + row.substring(to));
        return List.copyOf(next);
    }

    @Override
    public List<String> format(List<String> rows) {
        return rows;
    }

    /** Each row with a domino, its empty places left out. */
    @Override
    public List<List<String>> parts(List<String> rows) {
        List<List<String>> out = new ArrayList<>();
        for (String row : rows) {
            String dominoes = row.replace(".", "");
            if (!dominoes.isEmpty()) {
                out.add(List.of(dominoes));
            }
        }
        return out;
    }

    /** A row or its mirror image, whichever is first in order. */
    @Override
    public List<String> representative(List<String> part) {
        String row = part.get(0).replace(".", "");
        String mirror = new StringBuilder(row).reverse().toString();
        return List.of(row.compareTo(mirror) <= 0 ? row : mirror);
    }

    /**
     * A row of one player's dominoes only (empty places aside) is an integer: n of Left's is {0, 1, ..., n-1 | } = n
     * (toppling leaves any smaller number of them; Conway, <i>On Numbers and Games</i>, ch. 0), n of Right's is -n.
     */
    @Override
    public int knownValue(List<String> part, CanonicalGames games) {
        long v = oneColour(part.get(0));
        return v == MIXED ? NOT_KNOWN : games.integer(v);
    }

    /**
     * Rows each of one player's dominoes make an integer, the sum of theirs: Left, moving, wins when it is positive,
     * Right when it is negative, and the player to move loses at 0.
     */
    @Override
    public int decided(List<String> rows, boolean left) {
        long total = 0;
        for (String row : rows) {
            long v = oneColour(row);
            if (v == MIXED) {
                return 0;
            }
            total += v;
        }
        return (left ? total > 0 : total < 0) ? 1 : -1;
    }

    /** What {@link #oneColour} says of a row with dominoes of two kinds, or green ones. */
    private static final long MIXED = Long.MIN_VALUE;

    /** The integer a row of one player's dominoes is (its count, negative for Right's), or {@link #MIXED}. */
    private static long oneColour(String row) {
        int blue = 0;
        int red = 0;
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (c == 'l') {
                blue++;
            } else if (c == 'r') {
                red++;
            } else if (c != '.') {
                return MIXED;
            }
        }
        return blue > 0 && red > 0 ? MIXED : blue - red;
    }

    /** The dominoes left. */
    @Override
    public int size(List<String> part) {
        return part.get(0).replace(".", "").length();
    }

    @Override
    protected String valueNote() {
        return "each row valued once, up to its mirror image";
    }

    /**
     * Each row with an empty place on either side of every domino: toppling a domino left is the bar on its left
     * side, right the bar on its right side, so no two moves share a bar.
     */
    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        List<String> rows = parse(position);
        int widest = rows.stream().mapToInt(String::length).max().orElse(0);
        if (rows.size() * (2 * widest + 1) > Boards.MOST_CELLS) {
            return Optional.empty();
        }
        List<String> spaced = new ArrayList<>();
        for (String row : rows) {
            StringBuilder line = new StringBuilder(".");
            for (char c : row.toCharArray()) {
                line.append(c).append('.');
            }
            spaced.add(line + ".".repeat(2 * (widest - row.length())));
        }
        Set<String> listed = StripsInput.labels(moves);
        List<Board.Spot> spots = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            for (int j = 0; j < rows.get(i).length(); j++) {
                for (boolean toLeft : new boolean[] {true, false}) {
                    String text = label(rows.size(), i, j, toLeft);
                    if (listed.contains(text)) {
                        spots.add(new Board.Spot(i, 2 * j + 1, i, toLeft ? 2 * j : 2 * j + 2, text));
                    }
                }
            }
        }
        return Optional.of(new Board.Grid("xo", StripsInput.cells(spaced), spots));
    }
}
