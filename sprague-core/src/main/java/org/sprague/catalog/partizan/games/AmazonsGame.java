package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.partizan.PartizanMove;

/**
 * Amazons (Walter Zamkauskas, 1988; as CGSuite's grid ruleset {@code game.grid.Amazons} states it, whose character
 * map {@code .xo#} makes {@code x} Left's amazon and {@code o} Right's): a move takes one of the mover's amazons
 * like a chess queen (any distance along a row, column or diagonal, through empty cells) to an empty cell, then
 * shoots an arrow from there like a queen, through empty cells or the cell just left, burning ({@code #}) the cell
 * it lands on. Whoever cannot move loses.
 *
 * <p>No move crosses a burned cell or the board's edge, so the regions of unburned cells joined by king steps are
 * independent parts (cgt-tools' {@code short/partizan/games/amazons.rs} decomposes the same way); a region without
 * an amazon has no move and is left out. A part is its region cropped, under the least of its eight mirror images
 * ({@link ColGrids#leastImage}); its size is its empty cells. Berlekamp, "Sums of N x 2 Amazons" (2000), Snatzke,
 * "Exhaustive search in the game Amazons" (More Games of No Chance, 2002), and Müller and Tegos, "Experiments in
 * computer Amazons" (2002) value such regions; the value of {@code x..#|....|.#.o} checked in the tests is
 * cgt-tools', confirmed there with CGSuite.
 *
 * <p>A move changes three cells, and many moves share their start and landing cells, so the board on the web page
 * makes a cell a spot only where it names one move: the one move that burns it, or else the one move that lands
 * there and shoots back at the cell it left; play chooses the other moves from the list.
 */
public final class AmazonsGame extends PartizanRulesetGame<AmazonsGame.Position> {
    /** Most cells of a board read. */
    static final int MOST_CELLS = 4096;
    /** A queen's eight directions, as (row, column) steps. */
    private static final int[][] DIRECTIONS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

    /**
     * A board: {@code x} Left's amazon, {@code o} Right's, {@code .} empty, {@code #} burned or blocked.
     *
     * @param width its columns
     * @param cells its cells, row by row
     */
    public record Position(int width, String cells) {
        static Position of(List<String> rows) {
            return new Position(rows.get(0).length(), String.join("", rows));
        }

        char at(int r, int c) {
            return r < 0 || c < 0 || c >= width || r * width + c >= cells.length() ? '#' : cells.charAt(r * width + c);
        }

        List<String> rows() {
            List<String> rows = new ArrayList<>();
            for (int i = 0; i < cells.length(); i += width) {
                rows.add(cells.substring(i, i + width));
            }
            return rows;
        }
    }

    @Override
    public String id() {
        return "amazons";
    }

    @Override
    public String summary() {
        return "Amazons: Left's amazons x, Right's o move like queens, then shoot an arrow that burns a cell";
    }

    @Override
    public String syntax() {
        return "rows of x (Left's amazon), o (Right's), . (empty) and # (burned) joined by | or as words";
    }

    @Override
    public List<String> examples() {
        return List.of("x..|..o", "x.|.o|..", "x.#|...|#.o");
    }

    @Override
    public Position parse(List<String> words) {
        return Position.of(ColGrids.rows(id(), words, ".xo#", MOST_CELLS));
    }

    @Override
    public List<PartizanMove<Position>> moves(Position p, boolean left) {
        List<PartizanMove<Position>> out = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        char mine = left ? 'x' : 'o';
        int w = p.width();
        for (int from = 0; from < p.cells().length(); from++) {
            if (p.cells().charAt(from) != mine) {
                continue;
            }
            int r0 = from / w;
            int c0 = from % w;
            char[] lifted = p.cells().toCharArray();
            lifted[from] = '.';
            for (int[] d : DIRECTIONS) {
                for (int r = r0 + d[0], c = c0 + d[1]; p.at(r, c) == '.'; r += d[0], c += d[1]) {
                    char[] landed = lifted.clone();
                    landed[r * w + c] = mine;
                    Position standing = new Position(w, new String(landed));
                    for (int[] e : DIRECTIONS) {
                        for (int ra = r + e[0], ca = c + e[1]; standing.at(ra, ca) == '.'; ra += e[0], ca += e[1]) {
                            char[] burned = landed.clone();
                            burned[ra * w + ca] = '#';
                            out.add(new PartizanMove<>(cell(r0, c0) + "-" + cell(r, c) + " arrow " + cell(ra, ca),
                                    new Position(w, new String(burned))));
                            scores.add(freedom(burned, w, left) - freedom(burned, w, !left));
                        }
                    }
                }
            }
        }
        // the search tries moves in this order: those that leave the mover's amazons the most room against the
        // opponent's first (a stable sort, so equal moves keep the board's order)
        Integer[] order = new Integer[out.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(scores.get(b), scores.get(a)));
        List<PartizanMove<Position>> sorted = new ArrayList<>(out.size());
        for (int i : order) {
            sorted.add(out.get(i));
        }
        return sorted;
    }

    /** The empty cells next to (a king step from) the player's amazons, counted once for each amazon. */
    private static int freedom(char[] cells, int w, boolean left) {
        char mine = left ? 'x' : 'o';
        int free = 0;
        int h = cells.length / w;
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != mine) {
                continue;
            }
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int r = i / w + dr;
                    int c = i % w + dc;
                    if (r >= 0 && r < h && c >= 0 && c < w && cells[r * w + c] == '.') {
                        free++;
                    }
                }
            }
        }
        return free;
    }

    private static String cell(int r, int c) {
        return "(" + (r + 1) + "," + (c + 1) + ")";
    }

    @Override
    public List<String> format(Position p) {
        return List.of(String.join("|", p.rows()));
    }

    /** The regions of unburned cells joined by king steps that hold an amazon, each cropped. */
    @Override
    public List<Position> parts(Position p) {
        int w = p.width();
        int n = p.cells().length();
        boolean[] seen = new boolean[n];
        List<Position> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (seen[i] || p.cells().charAt(i) == '#') {
                continue;
            }
            List<Integer> region = new ArrayList<>(List.of(i));
            seen[i] = true;
            boolean amazon = false;
            for (int k = 0; k < region.size(); k++) {
                int at = region.get(k);
                amazon |= p.cells().charAt(at) != '.';
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int r = at / w + dr;
                        int c = at % w + dc;
                        if (p.at(r, c) != '#' && !seen[r * w + c]) {
                            seen[r * w + c] = true;
                            region.add(r * w + c);
                        }
                    }
                }
            }
            if (amazon) {
                char[] kept = new char[n];
                Arrays.fill(kept, '#');
                for (int at : region) {
                    kept[at] = p.cells().charAt(at);
                }
                out.add(Position.of(ColGrids.cropped(w, new String(kept))));
            }
        }
        return out;
    }

    @Override
    public Position representative(Position part) {
        return Position.of(ColGrids.leastImage(part.rows()));
    }

    /** Empty cells: what the moves can still burn. */
    @Override
    public int size(Position part) {
        return (int) part.cells().chars().filter(c -> c == '.').count();
    }

    /**
     * A position of the outcome search costs about 2,000 search steps: the search of Amazons visits 40,000 to
     * 80,000 positions a CPU second, valuing small regions as it goes (docs/BENCHMARKS.md, "Amazons by search").
     */
    @Override
    public double searchStepsPerPosition() {
        return 2000;
    }

    /** Regions of up to 4 empty cells are valued; larger ones have canonical forms too long to pay for in a search. */
    @Override
    public int smallPart() {
        return 4;
    }

    /**
     * The board. A cell is a spot when one move alone burns it (that move), or else when one move alone lands
     * there and shoots back at the cell it left (that move); other moves are in the list.
     */
    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        Position p = parse(position);
        if (p.cells().length() > Boards.MOST_CELLS) {
            return Optional.empty();
        }
        Map<Integer, List<String>> burning = new HashMap<>();
        Map<Integer, List<String>> landingBack = new HashMap<>();
        for (Move m : moves) {
            // "(r,c)-(r2,c2) arrow (r3,c3)": the start, landing and arrow cells
            String[] rc = m.text().replaceAll("[^0-9]+", " ").trim().split(" ");
            int[] at = new int[3];
            for (int k = 0; k < 3; k++) {
                at[k] = (Integer.parseInt(rc[2 * k]) - 1) * p.width() + Integer.parseInt(rc[2 * k + 1]) - 1;
            }
            burning.computeIfAbsent(at[2], k -> new ArrayList<>()).add(m.text());
            if (at[2] == at[0]) {
                landingBack.computeIfAbsent(at[1], k -> new ArrayList<>()).add(m.text());
            }
        }
        List<Board.Spot> spots = new ArrayList<>();
        for (int i = 0; i < p.cells().length(); i++) {
            List<String> by = burning.getOrDefault(i, List.of());
            if (by.size() != 1) {
                by = landingBack.getOrDefault(i, List.of());
            }
            if (by.size() == 1) {
                spots.add(new Board.Spot(i / p.width(), i % p.width(), i / p.width(), i % p.width(), by.get(0)));
            }
        }
        List<List<String>> cells = new ArrayList<>();
        for (String row : p.rows()) {
            cells.add(List.of(row.split("")));
        }
        return Optional.of(new Board.Grid("xo", cells, spots, spots.size() == moves.size() ? null
                : "a cell is the move that alone burns it, or else the move that alone lands there and shoots back where"
                        + " it came from; the others are in the list"));
    }
}
