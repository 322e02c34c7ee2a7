package org.sprague.bench.partizan;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.CanonicalValueRules;
import org.sprague.partizan.CgsuiteNotation;
import org.sprague.partizan.Notation;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.PartizanAnalysis;

/**
 * The phases of {@code sprague value -} on a file of values (one a line, as {@code scripts/random-values.py}
 * writes them), in thread CPU time, for several rounds in one JVM (each round from an empty space of games, the
 * JVM warmer each time): reading into canonical form, printing in CGSuite's notation, printing the expanded
 * form, and the analysis (outcome, thermograph, winning moves). Usage: {@code NotationTimings FILE [ROUNDS]}.
 */
public final class NotationTimings {
    private NotationTimings() {
    }

    public static void main(String[] args) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int round = 1; round <= rounds; round++) {
            CanonicalGames games = new CanonicalGames();
            NotationParser parser = new NotationParser(games);
            long t0 = threads.getCurrentThreadCpuTime();
            int[] ids = lines.stream().mapToInt(parser::parse).toArray();
            long t1 = threads.getCurrentThreadCpuTime();
            CgsuiteNotation cgsuite = new CgsuiteNotation(games);
            for (int id : ids) {
                cgsuite.print(id);
            }
            long t2 = threads.getCurrentThreadCpuTime();
            Notation expanded = new Notation(games);
            for (int id : ids) {
                expanded.print(id);
            }
            long t3 = threads.getCurrentThreadCpuTime();
            for (int id : ids) {
                PartizanAnalysis.of(new CanonicalValueRules(games), id, true);
            }
            long t4 = threads.getCurrentThreadCpuTime();
            System.out.printf("round %d: %d values  read %.2f s  CGSuite form %.2f s  expanded %.2f s  analysis %.2f s"
                    + "  total %.2f s CPU  (%d games)%n", round, ids.length, (t1 - t0) / 1e9, (t2 - t1) / 1e9,
                    (t3 - t2) / 1e9, (t4 - t3) / 1e9, (t4 - t0) / 1e9, games.size());
        }
    }
}
