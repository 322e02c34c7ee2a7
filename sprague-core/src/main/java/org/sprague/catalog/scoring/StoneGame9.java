package org.sprague.catalog.scoring;

import java.util.List;
import java.util.Optional;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.game.ScoreGame;

/**
 * LeetCode 2029, Stone Game IX: players alternately remove any stone; whoever makes the sum of all removed stones
 * divisible by 3 loses; if the stones run out otherwise, Bob wins (even on Alice's turn). A win/lose game: value
 * +1 when Alice wins, -1 when Bob does.
 *
 * <p>Fast (a counting rule): with c0, c1, c2 the numbers of stones of each residue mod 3, Alice wins
 * exactly when c0 is even and both c1 and c2 are positive, or c0 is odd and |c1 - c2| &gt; 2. O(n).
 */
public final class StoneGame9 implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.SCORING;
    }

    /** A position of the rules: the stones left (bit i), the removed sum mod 3, who moves; or the game over. */
    record Position(int left, int removed, boolean alice, boolean over) {
        static final Position OVER = new Position(0, 0, false, true);
    }

    /** The rules for the stones {@code v} (at most 30): the decisive move scores +-1 for its mover. */
    static ScoreGame<Position> rules(int[] v) {
        return (p, sink) -> {
            if (p.over()) {
                return;
            }
            for (int i = 0; i < v.length; i++) {
                if ((p.left() & (1 << i)) != 0) {
                    int left = p.left() & ~(1 << i);
                    int removed = (p.removed() + v[i]) % 3;
                    if (removed == 0) {
                        sink.move(Position.OVER, -1);
                    } else if (left == 0) {
                        sink.move(Position.OVER, p.alice() ? -1 : 1);
                    } else {
                        sink.move(new Position(left, removed, !p.alice(), false), 0);
                    }
                }
            }
        };
    }

    /** Whether Alice wins, by the counting rule. */
    static boolean aliceWins(int[] v) {
        int[] c = new int[3];
        for (int x : v) {
            c[x % 3]++;
        }
        if (c[0] % 2 == 0) {
            return c[1] > 0 && c[2] > 0;
        }
        return Math.abs(c[1] - c[2]) > 2;
    }

    @Override
    public String id() {
        return "stone-game-9";
    }

    @Override
    public String summary() {
        return "LeetCode 2029 Stone Game IX: remove any stone; making the removed sum divisible by 3 loses";
    }

    @Override
    public String syntax() {
        return "STONE... (at least one stone, each 1..10^4), e.g. 5 1 2 4 3";
    }

    @Override
    public List<String> examples() {
        return List.of("2 1", "2", "5 1 2 4 3");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        int[] v = ScoringInput.row(position, "stone", 1, 10_000, 1, "5 1 2 4 3");
        boolean alice = aliceWins(v);
        var answer = ScoringAnswers.of(id(), position, alice ? 1 : -1);
        answer.detail("answer", alice);
        answer.note("answer: LeetCode 2029's return value, true when Alice (the player to move) wins");
        answer.note(ScoringAnswers.WIN_LOSE_NOTE);
        answer.note("counting rule on the stones' residues mod 3");
        answer.movesIncomplete("optimal moves are not listed for this game");
        return answer.build();
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(new StoneGame9Moves());
    }

    /** The stones; each is the move that removes it. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return ScoringBoards.stoneGame9(this, options, position);
    }
}
