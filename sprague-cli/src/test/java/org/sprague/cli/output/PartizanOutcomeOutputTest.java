package org.sprague.cli.output;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.partizan.OutcomeClass;

import static org.assertj.core.api.Assertions.assertThat;

/** The counts line of a search answer says where each first player's answer came from. */
class PartizanOutcomeOutputTest {
    private static String text(PartizanOutcomeAnswer.Search left, PartizanOutcomeAnswer.Search right, int table) {
        PartizanOutcomeAnswer a = new PartizanOutcomeAnswer("domineering", List.of("4x5"), OutcomeClass.R, true, null,
                null, left, right, table, List.of());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PartizanOutcomeOutput.text(a, true, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains("searched")).findFirst()
                .orElseThrow();
    }

    @Test
    void aSplitSearchCountsBothFirstPlayersOnceAndNamesNoTable() {
        assertThat(text(new PartizanOutcomeAnswer.Search(43, 2_000_000_000L, false),
                new PartizanOutcomeAnswer.Search(0, 0, false, true), 0)).isEqualTo("  searched       Left first: 43"
                        + " positions in 2.00 s; Right first: counted with Left first (one split search answers both)");
    }

    @Test
    void searchesOfTheirOwnAndBySymmetryKeepTheirWords() {
        assertThat(text(new PartizanOutcomeAnswer.Search(1_234, 500_000_000L, false),
                new PartizanOutcomeAnswer.Search(0, 0, true), 1024)).isEqualTo("  searched       Left first: 1,234"
                        + " positions in 0.50 s; Right first: by symmetry (the board is its own transpose); table of"
                        + " 1024 entries");
    }
}
