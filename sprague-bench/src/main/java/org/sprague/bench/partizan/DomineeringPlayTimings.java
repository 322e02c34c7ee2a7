package org.sprague.bench.partizan;

import java.time.Duration;
import java.util.Collections;
import java.util.List;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.GameOptions;
import org.sprague.play.MoveValues;
import org.sprague.play.PlaySession;
import org.sprague.play.ValuedMove;

/**
 * The engine against itself on an empty Domineering board through play ({@link PlaySession}) with a time per move:
 * for each ply, the moves, how many the search decided, the wall time of valuing them (the time per move is the
 * budget) and the result of the move played. Shows when in a game the search starts deciding moves and that the
 * time per move is kept. Usage: {@code DomineeringPlayTimings ROWSxCOLUMNS MILLIS}, e.g. {@code 8x8 1000}.
 */
public final class DomineeringPlayTimings {
    private DomineeringPlayTimings() {
    }

    public static void main(String[] args) {
        String[] size = args[0].split("x");
        Duration moveTime = Duration.ofMillis(Long.parseLong(args[1]));
        List<String> empty = Collections.nCopies(Integer.parseInt(size[0]), ".".repeat(Integer.parseInt(size[1])));
        long begin = System.nanoTime();
        PlaySession s = new PlaySession(Catalog.find("domineering"), GameOptions.none(), empty,
                PlaySession.Side.HUMAN).moveTime(moveTime);
        System.out.printf("start decided in %d ms%n", (System.nanoTime() - begin) / 1_000_000);
        long worst = 0;
        int firstDecided = -1;
        int firstWin = -1;
        for (int ply = 1;; ply++) {
            // the moves are valued when play first asks whether the game is over
            long t = System.nanoTime();
            if (s.over()) {
                break;
            }
            List<ValuedMove> moves = s.moves();
            long millis = (System.nanoTime() - t) / 1_000_000;
            worst = Math.max(worst, millis);
            long decided = moves.stream().filter(ValuedMove::decided).count();
            ValuedMove best = MoveValues.best(moves);
            firstDecided = firstDecided < 0 && decided > 0 ? ply : firstDecided;
            firstWin = firstWin < 0 && best.result().equals("win") ? ply : firstWin;
            System.out.printf("ply %d: %d moves, %d decided, %d ms, plays %s (%s)%n", ply, moves.size(), decided,
                    millis, best.move().text(), best.result());
            s.play(moves.indexOf(best) + 1);
        }
        System.out.printf("%s: %d plies; first decided move at ply %d, first win found at ply %d; slowest ply %d ms"
                + " for %d ms a move%n", args[0], s.history().size(), firstDecided, firstWin, worst,
                moveTime.toMillis());
    }
}
