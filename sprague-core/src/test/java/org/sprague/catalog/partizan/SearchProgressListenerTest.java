package org.sprague.catalog.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.catalog.ProgressReporter;
import org.sprague.partizan.OutcomeClass;

/**
 * A game's long search reports to the listener the front end passes in, and prints nothing itself, whatever
 * its own options say; the answer carries the search counts whether or not a printer will show them.
 */
class SearchProgressListenerTest {
    private static CatalogGame domineering() {
        return Catalog.all().stream().filter(g -> g.id().equals("domineering")).findFirst().orElseThrow();
    }

    private static final byte[] MEMO = new byte[1 << 17];

    /**
     * Whether the player to move wins the empty 4x4 board's position {@code filled} (bit 4r+c), by plain minimax:
     * Left places vertical dominoes, Right horizontal ones; who cannot move loses.
     */
    private static boolean wins(int filled, boolean left) {
        int key = filled << 1 | (left ? 1 : 0);
        if (MEMO[key] != 0) {
            return MEMO[key] > 0;
        }
        boolean win = false;
        for (int r = 0; r < 4 && !win; r++) {
            for (int c = 0; c < 4 && !win; c++) {
                int a = 1 << (4 * r + c);
                int b = left ? (r < 3 ? 1 << (4 * (r + 1) + c) : 0) : (c < 3 ? 1 << (4 * r + c + 1) : 0);
                if (b != 0 && (filled & (a | b)) == 0 && !wins(filled | a | b, !left)) {
                    win = true;
                }
            }
        }
        MEMO[key] = (byte) (win ? 1 : -1);
        return win;
    }

    @Test
    void theSearchOpensOneListenerNamedByTheBoardAndClosesItAndPrintsNothing() {
        List<String> events = new ArrayList<>();
        ProgressReporter reporter = task -> {
            events.add("open " + task);
            return new ProgressReporter.Listener() {
                @Override
                public void update(long nodes, long nanos) {
                    events.add("update");
                }

                @Override
                public void close() {
                    events.add("close");
                }
            };
        };
        PrintStream oldErr = System.err;
        PrintStream oldOut = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PartizanOutcomeAnswer answer;
        try {
            PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8);
            System.setErr(capture);
            System.setOut(capture);
            // --progress among the game's own options no longer makes the core print
            GameOptions options = new GameOptions(Map.of("--method", "search", "--progress", "true"))
                    .withProgress(reporter);
            answer = (PartizanOutcomeAnswer) domineering().solve(options, List.of("4x4"));
            domineering().solve(new GameOptions(Map.of("--method", "search", "--progress", "true")),
                    List.of("4x4"));
        } finally {
            System.setErr(oldErr);
            System.setOut(oldOut);
        }
        assertThat(printed.size()).isZero();
        assertThat(events.get(0)).isEqualTo("open domineering 4x4");
        assertThat(events.get(events.size() - 1)).isEqualTo("close");
        assertThat(events.stream().filter(e -> e.startsWith("open")).count()).isEqualTo(1);
        boolean leftWins = wins(0, true);
        boolean rightWins = wins(0, false);
        OutcomeClass expected = leftWins && rightWins ? OutcomeClass.N : leftWins ? OutcomeClass.L
                : rightWins ? OutcomeClass.R : OutcomeClass.P;
        assertThat(answer.outcomeClass()).isEqualTo(expected);
        assertThat(answer.leftFirstSearch().nodes() + answer.rightFirstSearch().nodes()).isPositive();
    }
}
