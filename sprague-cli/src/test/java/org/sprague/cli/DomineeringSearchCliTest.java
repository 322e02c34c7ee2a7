package org.sprague.cli;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Domineering answered by search through the command line: method, outcome class, budgets, the board shorthand. */
class DomineeringSearchCliTest {
    /** Wiring only: both methods of this command on boards both reach; the engines are held to oracles in core. */
    @Test
    void searchAndValueGiveOneClassOnSmallBoards() throws Exception {
        for (String board : new String[] {"2x2", "3x3", "4x4", "2x5", "3x4", "4x3", "5x5"}) {
            JsonNode searched = CliRun.json("solve", "domineering", "--method", "search", board, "--json");
            JsonNode valued = CliRun.json("solve", "domineering", "--method", "value", board, "--json");
            assertThat(searched.get("method").asText()).isEqualTo("search");
            assertThat(searched.get("canonical").isNull()).isTrue();
            assertThat(searched.get("outcomeClass").asText()).as(board).isEqualTo(valued.get("outcomeClass").asText());
            assertThat(searched.get("outcome").asText()).as(board).isEqualTo(valued.get("outcome").asText());
        }
    }

    @Test
    void largeBoardsAreSearchedAndSaySo() throws Exception {
        CliRun text = CliRun.of("solve", "domineering", "6x6", "--stats");
        assertThat(text.exitCode()).as(text.err()).isZero();
        assertThat(text.out()).contains("method         search").contains("outcome class  N")
                .contains("winning move for Left: vertical").contains("searched       Left first: ")
                .contains("Right first: by symmetry");
        JsonNode right = CliRun.json("solve", "domineering", "--first", "right", "6x6", "--json");
        assertThat(right.get("firstPlayer").asText()).isEqualTo("right");
        assertThat(right.get("winningMoves").get(0).get("move").asText()).startsWith("horizontal");
        assertThat(right.has("search")).isFalse();
    }

    /**
     * Wiring only: {@code --sums} (the search beside the numbers of small regions, held to minimax in core) keeps
     * each class, says so in the note, and on these boards with filled cells enters fewer positions in all.
     */
    @Test
    void theSearchBesideNumbersKeepsTheClassAndSaysSo() throws Exception {
        long with = 0;
        long without = 0;
        for (String[] rows : new String[][] {
                {"......", "..#...", "......", ".....#", "......", "......"},
                {"......", "......", "..##..", "......", "......", "......"},
                {".......", "...#...", ".......", ".......", "..#....", "......."}}) {
            JsonNode plain = CliRun.json(args(rows, "--method", "search", "--stats", "--json", "--threads", "1"));
            JsonNode sums = CliRun.json(args(rows, "--method", "search", "--stats", "--json", "--sums", "--threads",
                    "1"));
            assertThat(sums.get("outcomeClass").asText()).isEqualTo(plain.get("outcomeClass").asText());
            assertThat(sums.get("notes").get(0).asText()).contains("numbers of small regions beside the board");
            assertThat(plain.get("notes").get(0).asText()).doesNotContain("numbers of small regions");
            with += positions(sums);
            without += positions(plain);
        }
        assertThat(with).isLessThan(without);
    }

    private static String[] args(String[] rows, String... options) {
        String[] all = new String[2 + rows.length + options.length];
        all[0] = "solve";
        all[1] = "domineering";
        System.arraycopy(rows, 0, all, 2, rows.length);
        System.arraycopy(options, 0, all, 2 + rows.length, options.length);
        return all;
    }

    private static long positions(JsonNode answer) {
        return answer.get("search").get("leftFirst").get("nodes").asLong()
                + answer.get("search").get("rightFirst").get("nodes").asLong();
    }

    /**
     * Boards past 64 cells go to the two-word search: a 9x9 board whose empty cells are a 4x9 rectangle has the class
     * of 4x9, L (Uiterwijk, "Perfectly Solving Domineering Boards", CCIS 408, 2014), which the one-word search of
     * the rectangle itself gives too; the options of the one-word search only are refused.
     */
    @Test
    void boardsPastOneWordAreSearchedWithTheirClass() throws Exception {
        String[] rows = new String[9];
        for (int r = 0; r < 9; r++) {
            rows[r] = r < 5 ? "#########" : ".........";
        }
        JsonNode wide = CliRun.json(args(rows, "--stats", "--json"));
        assertThat(wide.get("method").asText()).isEqualTo("search");
        assertThat(wide.get("outcomeClass").asText()).isEqualTo("L");
        assertThat(wide.get("notes").get(0).asText()).contains("past 64 cells");
        assertThat(CliRun.json("solve", "domineering", "4x9", "--json").get("outcomeClass").asText()).isEqualTo("L");
        JsonNode move = wide.get("winningMoves").get(0);
        assertThat(move.get("move").asText()).startsWith("vertical (");
        CliRun sums = CliRun.of("solve", "domineering", "9x9", "--sums");
        assertThat(sums.exitCode()).isEqualTo(2);
        assertThat(sums.err().strip()).isEqualTo("error: --sums takes boards of at most 64 cells; this one has 81");
        CliRun tooLarge = CliRun.of("solve", "domineering", "10x10", "--method", "search");
        assertThat(tooLarge.exitCode()).isEqualTo(2);
        assertThat(tooLarge.err().strip()).startsWith("error: a domineering search takes boards of at most 96 cells")
                .doesNotContain("\n");
        // a search option on a board past the search's size: the size, not advice to search it
        CliRun checkpointed = CliRun.of("solve", "domineering", "10x10", "--checkpoint", "/nonexistent/run");
        assertThat(checkpointed.exitCode()).isEqualTo(2);
        assertThat(checkpointed.err().strip()).isEqualTo("error: --checkpoint goes with a search; a domineering search"
                + " takes boards of at most 96 cells and 31 to a row or column; this one is 10x10");
        // 30 search steps a position: 3,000,000 steps are 100,000 positions
        CliRun budget = CliRun.of("solve", "domineering", "9x9", "--budget", "3000000");
        assertThat(budget.exitCode()).isEqualTo(3);
        assertThat(budget.err().strip()).startsWith("error: the search visited more than 100000 positions, its"
                + " budget of 3e+06 search steps at 30 a position");
    }

    @Test
    void aSearchPastItsBudgetIsExitThreeOnOneLine() {
        CliRun r = CliRun.of("solve", "domineering", "8x8", "--budget", "3000000");
        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.out()).isEmpty();
        assertThat(r.err().strip()).startsWith("error: the search visited more than 100000 positions")
                .contains("--budget").doesNotContain("\n").doesNotContain("Exception");
    }

    /**
     * {@code --progress}: a line on standard error while the search runs (here until its budget of positions
     * ends it, seconds), ended before the one-line error; without it, and with standard error
     * not a terminal, nothing. The answer's echo never shows the option.
     */
    @Test
    void progressGoesToStandardErrorOnlyWhenAsked() throws Exception {
        java.io.PrintStream oldErr = System.err;
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        CliRun stopped;
        CliRun quiet;
        try {
            System.setErr(new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8));
            // five million positions, fewer than the 7.5 million that 8x8 takes: over a second of search at this
            // search's speed, past the half second after which the first progress line is written
            // (30 search steps a position)
            stopped = CliRun.of("solve", "domineering", "8x8", "--progress", "--budget", "150000000");
            quiet = CliRun.of("solve", "domineering", "8x8", "--budget", "6000000");
        } finally {
            System.setErr(oldErr);
        }
        String progress = bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(stopped.exitCode()).isEqualTo(3);
        assertThat(quiet.exitCode()).isEqualTo(3);
        assertThat(progress).startsWith("\rdomineering 8x8: ").contains(" positions, ").contains(" a second, ")
                .endsWith(System.lineSeparator());
        // one progress run's line (rewritten after each carriage return), the quiet run wrote nothing
        assertThat(progress.chars().filter(c -> c == '\n').count()).isEqualTo(1);
        CliRun echoed = CliRun.of("solve", "domineering", "6x6", "--progress");
        assertThat(echoed.exitCode()).as(echoed.err()).isZero();
        assertThat(echoed.out()).startsWith("domineering 6x6").doesNotContain("--progress");
    }

    @Test
    void badBoardsAndMethodsAreExitTwo() {
        for (String[] args : new String[][] {
                {"solve", "domineering", "0x3"},
                {"solve", "domineering", "60x50"},
                {"solve", "domineering", "--method", "search", "10x10"},
                {"solve", "domineering", "--method", "guess", "3x3"}}) {
            CliRun r = CliRun.of(args);
            assertThat(r.exitCode()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err()).startsWith("error: ");
        }
    }

    @Test
    void aLongCanonicalFormIsShortenedInTextAndWholeInJson() throws Exception {
        String[] board = {"solve", "domineering", "......#....", "......#....", "......#....", "......#...."};
        CliRun text = CliRun.of(board);
        assertThat(text.out()).contains("canonical      (a form of ").contains("stops          left")
                .contains("note: the canonical form has");
        String[] withJson = java.util.Arrays.copyOf(board, board.length + 1);
        withJson[board.length] = "--json";
        assertThat(CliRun.json(withJson).get("canonical").asText().length()).isGreaterThan(500);
    }
}
