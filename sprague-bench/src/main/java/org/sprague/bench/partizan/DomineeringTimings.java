package org.sprague.bench.partizan;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.Notation;
import org.sprague.domineering.Domineering;

/**
 * One timed run per Domineering rectangle, each from an empty table, for boards too slow for JMH's repeated
 * shots. Prints rows x columns, the value (cut to 60 characters), wall and CPU seconds, shapes solved and
 * distinct games made. Usage: {@code DomineeringTimings 4x4 5x5 6x6}.
 */
public final class DomineeringTimings {
    private DomineeringTimings() {
    }

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (String size : args) {
            CanonicalGames games = new CanonicalGames();
            Domineering domineering = new Domineering(games);
            long cpu = threads.getCurrentThreadCpuTime();
            long wall = System.nanoTime();
            String value = new Notation(games).print(domineering.value(
                    Domineering.Board.parse(PartizanBenchmark.rectangle(size))));
            System.out.printf("%s  %s  wall %.2f s  cpu %.2f s  shapes %d  games %d%n", size,
                    value.length() > 60 ? value.substring(0, 57) + "..." : value, (System.nanoTime() - wall) / 1e9,
                    (threads.getCurrentThreadCpuTime() - cpu) / 1e9, domineering.solvedShapes(), games.size());
        }
    }
}
