package org.sprague.catalog.partizan;

import java.util.List;
import org.sprague.BadInputException;
import org.sprague.catalog.moves.Leading;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameProvider;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.board.CakeBoard;
import org.sprague.partizan.games.BackslidingToadsAndFrogs;
import org.sprague.partizan.games.BlueRedHackenbush;
import org.sprague.partizan.games.FoxAndGeese;
import org.sprague.partizan.games.Cutcake;
import org.sprague.domineering.Domineering;
import org.sprague.partizan.games.HackenbushPosition;
import org.sprague.partizan.games.ToadsAndFrogs;

/**
 * The partizan games of the catalog: Left and Right have different moves; answers are canonical values. One
 * provider for the family, as its games share one answer type and option.
 */
public final class PartizanGames implements GameProvider {
    /** Who moves first: the outcome and winning moves are that player's. */
    public static final GameOption FIRST = GameOption.value("--first", "left|right",
            "who moves first: the outcome and winning moves are that player's", "left");

    /**
     * Whether Left moves in {@code position}, by its {@code --first left|right} (Left when none).
     *
     * @param position the position's leading options and words
     * @return true when Left is to move
     * @throws BadInputException when {@code --first} names neither
     */
    public static boolean leftToMove(Leading position) {
        String first = position.get(FIRST.name(), "left");
        if (!first.equals("left") && !first.equals("right")) {
            throw new BadInputException(FIRST.name() + " takes left or right, not '" + first + "'");
        }
        return first.equals("left");
    }

    @Override
    public List<CatalogGame> games() {
        return List.of(
                new RulesetCatalogGame<>("blue-red-hackenbush",
                        "Hackenbush with blue (Left's), red (Right's) and green edges: the canonical value",
                        "EDGE... as U-V:c with c = b, r or g; node 0 is the ground",
                        List.of("0-1:b 1-2:r", "0-1:b 1-2:b 2-3:r 0-4:r", "0-1:g 1-2:b 0-2:r"),
                        HackenbushPosition::parse, new BlueRedHackenbush(),
                        "trees by the ordinal-sum rule (Berlekamp's sign expansion for stalks), other parts by search",
                        HackenbushEdges::draw),
                new DomineeringCatalogGame(new PartizanCatalogGame<>("domineering",
                        "Domineering: Left places vertical dominoes, Right horizontal ones",
                        "ROW... of '.' (empty) and '#' (filled), all of one length; or RxC, the empty board of R rows"
                                + " and C columns",
                        List.of(".. ..", "... ...", "..# ..."),
                        org.sprague.domineering.Domineering.Board::parse, Domineering::new,
                        "a sum of its empty regions, each solved once per shape up to symmetry",
                        (rows, moves, reached) -> Boards.cells("domino", rows, moves, reached))),
                new RulesetCatalogGame<>("cutcake",
                        "Cutcake: Left cuts pieces along vertical lines, Right along horizontal ones",
                        "PIECE... as WxH (W columns, H rows)",
                        List.of("4x2", "3x3 2x5"),
                        Cutcake::parse, new Cutcake(),
                        "each piece by the closed form of Winning Ways' table; every value is an integer",
                        CakeBoard::of),
                new RulesetCatalogGame<>("toads-and-frogs",
                        "Toads and Frogs: toads (Left) move or jump right, frogs (Right) left",
                        "ROW of T (toad), F (frog) and . (empty)",
                        List.of("T.F", "TT.F", "TT..FF"),
                        ToadsAndFrogs::parse, new ToadsAndFrogs(), "every reachable row solved once",
                        (rows, moves, reached) -> Boards.cells("pieces", rows, moves, reached)),
                new LoopyRulesetGame<>("backsliding-toads-and-frogs",
                        "Backsliding Toads and Frogs: as Toads and Frogs, and a creature may also slide one square"
                                + " back; play can repeat",
                        "ROW of T (toad), F (frog) and . (empty)",
                        List.of("TT.F", "T.F.", "TTT..FFF"),
                        BackslidingToadsAndFrogs::parse, new BackslidingToadsAndFrogs(),
                        (rows, moves, reached) -> Boards.cells("pieces", rows, moves, reached)),
                new LoopyRulesetGame<>("fox-and-geese",
                        "Fox and Geese (Winning Ways): the geese (Left) step diagonally forward, the fox (Right)"
                                + " diagonally either way; play can repeat",
                        "[RxC] GOOSE... fox FOX, squares as ROW,COL (ROW + COL even; the geese move towards row 1;"
                                + " the board 8x8 unless RxC is given)",
                        List.of("4x4 3,1 3,3 fox 1,1", "3,1 3,3 3,5 3,7 fox 1,1"),
                        FoxAndGeese::parse, new FoxAndGeese(), FoxAndGeeseBoard::draw));
    }
}
