package org.sprague.catalog.partizan.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.Move;
import org.sprague.catalog.partizan.PartizanGames;
import org.sprague.catalog.partizan.PartizanRulesetGame;
import org.sprague.catalog.partizan.games.ClobberGrids.Grid;
import org.sprague.partizan.PartizanMove;

/**
 * Clobber (M. H. Albert, J. P. Grossman, R. J. Nowakowski and D. Wolfe, "An introduction to Clobber", Integers 5(2),
 * 2005; CGSuite's {@code game.grid.Clobber}, an instance of {@code lib/core/src/main/resources/org/cgsuite/lang/
 * resources/game/grid/GenClobber.cgs}): a grid of Left's stones {@code x} and Right's {@code o}. A player moves
 * one of their stones onto an orthogonally adjacent cell holding an opponent's stone, which is removed; the cell
 * moved from is left empty. Whoever cannot move loses.
 *
 * <p>{@code --variant anti} is CGSuite's {@code AntiClobber} ({@code game/grid/constants.cgs}: GenClobber with the
 * clobbered cell empty and the opponent's stone left behind): a player moves one of their stones onto an
 * orthogonally adjacent empty cell, and the cell moved from then holds a stone of the opponent's. Each move fills
 * one empty cell, so play ends. {@code --variant impartial} lets either player move a stone of either colour onto
 * an adjacent stone of the other colour; every value is then a nimber.
 *
 * <p>Parts: a move of Clobber (plain or impartial) stays within a 4-connected region of stones and never puts a
 * stone on an empty cell, so the regions of stones are independent for ever; a region of one colour has no move
 * and is dropped. Anti-Clobber moves onto empty cells, so its parts are the regions of cells that are not blocked,
 * and a region without an empty cell or without a stone is dropped (empty cells are never made). Representative:
 * the part cut to its bounding box, the least of its eight images under turns and mirrors (both players move
 * orthogonally, so each image has the same moves); swapping the colours negates a value, except in the impartial
 * variant, where it keeps it and is used too. The size of a part is its stones (its empty cells in Anti-Clobber,
 * the bound on its moves). Moves are listed, and searched, in the order of the opponent's fewest replies and then
 * the mover's most moves after them (on the 4x5 checkerboard a seventh of the positions the board's own order
 * searches).
 */
public final class ClobberGame extends PartizanRulesetGame<ClobberGame.Position> {
    /** The rules played. */
    public static final GameOption VARIANT = GameOption.value("--variant", "normal|anti|impartial",
            "normal: a stone clobbers an adjacent enemy stone; anti: a stone steps onto an adjacent empty cell and"
                    + " leaves an enemy stone behind (CGSuite's AntiClobber); impartial: either player moves"
                    + " either colour", "normal");

    /** The three rule sets. */
    public enum Variant {
        /** Clobber. */
        NORMAL,
        /** Anti-Clobber. */
        ANTI,
        /** Impartial Clobber. */
        IMPARTIAL
    }

    /**
     * A position: the grid and the rules it is played by.
     *
     * @param variant the rules
     * @param grid the cells
     */
    public record Position(Variant variant, Grid grid) {
    }

    @Override
    public String id() {
        return "clobber";
    }

    @Override
    public String summary() {
        return "Clobber: Left's stones x clobber Right's o on an adjacent cell (Albert, Grossman, Nowakowski, Wolfe); "
                + VARIANT.name() + " anti|impartial";
    }

    @Override
    public String syntax() {
        return "ROWS (x Left's stone, o Right's, . empty, # blocked; rows joined by |, e.g. xox|oxo) [--variant"
                + " normal|anti|impartial]";
    }

    @Override
    public List<String> examples() {
        return List.of("xo", "xox|oxo", "xoxo", "--variant anti x..o", "--variant impartial xoxo|ox..");
    }

    @Override
    public List<GameOption> options() {
        return List.of(PartizanGames.FIRST, METHOD, VARIANT, THREADS);
    }

    /**
     * A position of Clobber's outcome search costs about 1,000 search steps, not Toads and Frogs' 150: it visits 15,000
     * to 100,000 positions a CPU second (a 4x5 board: 59,751 positions in 4.3 s; 5x5 refused after 24 s of CPU at 150
     * steps), valuing small parts as it goes, so that the standard budget answers a few seconds of work.
     */
    @Override
    public double searchStepsPerPosition() {
        return 1000;
    }

    @Override
    public Position parse(List<String> position) {
        return new Position(Variant.NORMAL, ClobberGrids.parse(id(), position));
    }

    @Override
    public Position parse(GameOptions options, List<String> position) {
        String v = options.string(VARIANT, "normal");
        Variant variant = switch (v) {
            case "normal" -> Variant.NORMAL;
            case "anti" -> Variant.ANTI;
            case "impartial" -> Variant.IMPARTIAL;
            default -> throw new BadInputException(VARIANT.name() + " takes normal, anti or impartial, not '" + v
                    + "'");
        };
        return new Position(variant, ClobberGrids.parse(id(), position));
    }

    @Override
    public List<PartizanMove<Position>> moves(Position position, boolean left) {
        List<PartizanMove<Position>> out = new ArrayList<>();
        scan(position, left, out);
        return ClobberGrids.ordered(out, to -> scan(to, !left, null), to -> scan(to, left, null));
    }

    /** Counts the player's moves, and adds them to {@code out} unless it is null. */
    private static int scan(Position position, boolean left, List<PartizanMove<Position>> out) {
        Grid g = position.grid();
        Variant variant = position.variant();
        int count = 0;
        for (int r = 0; r < g.rows(); r++) {
            for (int c = 0; c < g.cols(); c++) {
                char stone = g.at(r, c);
                boolean mine = variant == Variant.IMPARTIAL ? stone == 'x' || stone == 'o' : stone == (left ? 'x' : 'o');
                if (!mine) {
                    continue;
                }
                char enemy = stone == 'x' ? 'o' : 'x';
                for (int[] s : ClobberGrids.STEPS) {
                    int r2 = r + s[0];
                    int c2 = c + s[1];
                    char target = g.at(r2, c2);
                    if (variant == Variant.ANTI ? target != '.' : target != enemy) {
                        continue;
                    }
                    count++;
                    if (out != null) {
                        char behind = variant == Variant.ANTI ? enemy : '.';
                        Grid to = ClobberGrids.with(g, r * g.cols() + c, behind, r2 * g.cols() + c2, stone);
                        out.add(new PartizanMove<>(ClobberGrids.label(stone, r, c, r2, c2), new Position(variant, to)));
                    }
                }
            }
        }
        return count;
    }

    @Override
    public List<String> format(Position position) {
        return List.of(position.grid().toString());
    }

    @Override
    public List<Position> parts(Position position) {
        Grid g = position.grid();
        boolean anti = position.variant() == Variant.ANTI;
        List<Position> out = new ArrayList<>();
        for (List<Integer> region : ClobberGrids.components(g,
                i -> anti ? g.cells().charAt(i) != '#' : g.cells().charAt(i) == 'x' || g.cells().charAt(i) == 'o')) {
            Grid part = ClobberGrids.crop(g, region, anti ? '#' : '.');
            boolean moves = anti ? part.count('.') > 0 && part.count('.') < region.size()
                    : part.count('x') > 0 && part.count('o') > 0;
            if (moves) {
                out.add(new Position(position.variant(), part));
            }
        }
        return out;
    }

    @Override
    public Position representative(Position position) {
        return new Position(position.variant(),
                ClobberGrids.least(position.grid(), position.variant() == Variant.IMPARTIAL));
    }

    @Override
    public int size(Position part) {
        Grid g = part.grid();
        return part.variant() == Variant.ANTI ? g.count('.') : g.count('x') + g.count('o');
    }

    @Override
    protected Optional<Board> draw(List<String> position, List<Move> moves, List<List<String>> reached) {
        return ClobberGrids.draw(position, moves);
    }
}
