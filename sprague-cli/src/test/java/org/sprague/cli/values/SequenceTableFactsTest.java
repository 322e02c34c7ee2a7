package org.sprague.cli.values;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.sprague.cli.CliRun;
import org.sprague.cli.output.TableFactsOutput;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rulesets the sequence engines compute ({@code values octal|grundy|lasker --upto N} without {@code --misere}
 * or {@code --check}) list their losing heaps and a guessed pattern as every other table does; the losing heaps
 * are held against a brute-force mex written here.
 */
class SequenceTableFactsTest {
    /** An octal code 0.d1 d2 ...: take k tokens (digit dk), leaving 0 (bit 1), 1 (bit 2) or 2 (bit 4) heaps. */
    private static int[] octal(int upto, int... digits) {
        int[] g = new int[upto + 1];
        BitSet seen = new BitSet();
        for (int n = 0; n <= upto; n++) {
            seen.clear();
            for (int k = 1; k <= digits.length && k <= n; k++) {
                int d = digits[k - 1];
                int left = n - k;
                if ((d & 1) != 0 && left == 0) {
                    seen.set(0);
                }
                if ((d & 2) != 0 && left > 0) {
                    seen.set(g[left]);
                }
                if ((d & 4) != 0) {
                    for (int a = 1; a <= left - 1; a++) {
                        seen.set(g[a] ^ g[left - a]);
                    }
                }
            }
            g[n] = seen.nextClearBit(0);
        }
        return g;
    }

    /** Splits into two nonempty heaps ({@code unequal}: of different sizes), plus removals when {@code take}. */
    private static int[] splits(int upto, boolean unequal, boolean take) {
        int[] g = new int[upto + 1];
        BitSet seen = new BitSet();
        for (int n = 0; n <= upto; n++) {
            seen.clear();
            for (int a = 1; 2 * a <= n; a++) {
                if (!unequal || 2 * a != n) {
                    seen.set(g[a] ^ g[n - a]);
                }
            }
            if (take) {
                for (int m = 0; m < n; m++) {
                    seen.set(g[m]);
                }
            }
            g[n] = seen.nextClearBit(0);
        }
        return g;
    }

    private static List<Long> losing(int[] g) {
        List<Long> l = new ArrayList<>();
        for (int n = 0; n < g.length; n++) {
            if (g[n] == 0) {
                l.add((long) n);
            }
        }
        return l;
    }

    private static void listsTheLosingHeaps(int[] expected, String... args) throws Exception {
        List<Long> losing = losing(expected);
        JsonNode j = CliRun.json(args);
        assertThat(j.has("algorithm")).as("the sequence engine answered").isTrue();
        List<Long> listed = new ArrayList<>();
        j.get("losing").forEach(n -> listed.add(n.asLong()));
        assertThat(listed).isEqualTo(losing.subList(0, Math.min(100, losing.size())));
        assertThat(j.get("losingCount").asLong()).isEqualTo(losing.size());
        assertThat(j.has("pattern")).isTrue();
        // the text form says the same
        String[] textArgs = java.util.Arrays.stream(args).filter(a -> !a.equals("--json")).toArray(String[]::new);
        CliRun text = CliRun.of(textArgs);
        StringBuilder shown = new StringBuilder("  losing      ");
        for (int i = 0; i < Math.min(TableFactsOutput.SHOWN, losing.size()); i++) {
            shown.append(i == 0 ? "" : " ").append(losing.get(i));
        }
        assertThat(text.out()).contains(shown.toString()).contains("  pattern     ");
    }

    @Test
    void dawsonsKaylesListsItsLosingHeaps() throws Exception {
        int[] g = octal(3000, 0, 7);
        listsTheLosingHeaps(g, "values", "octal", "--code", "0.07", "--upto", "3000", "--json");
    }

    @Test
    void kaylesListsItsLosingHeaps() throws Exception {
        int[] g = octal(3000, 7, 7);
        listsTheLosingHeaps(g, "values", "octal", "--code", "0.77", "--upto", "3000", "--json");
    }

    @Test
    void grundysGameListsItsLosingHeaps() throws Exception {
        listsTheLosingHeaps(splits(2000, true, false), "values", "grundy", "--upto", "2000", "--json");
    }

    @Test
    void laskersNimListsItsLosingHeaps() throws Exception {
        listsTheLosingHeaps(splits(500, false, true), "values", "lasker", "--upto", "500", "--json");
    }

    @Test
    void statsRunsListTheLosingHeapsToo() throws Exception {
        int[] g = octal(3000, 0, 7);
        JsonNode j = CliRun.json("values", "octal", "--code", "0.07", "--upto", "3000", "--stats", "--json");
        assertThat(j.has("values")).isFalse();
        assertThat(j.get("losingCount").asLong()).isEqualTo(losing(g).size());
        assertThat(j.get("losing").get(99).asLong()).isEqualTo(losing(g).get(99));
    }

    @Test
    void aPatternIsGuessedOnTheSequencePath() throws Exception {
        // 0.333: take 1, 2 or 3 from a heap, as Bash with 3: by hand, n loses exactly when n = 0 (mod 4)
        JsonNode j = CliRun.json("values", "octal", "--code", "0.333", "--upto", "1000", "--json");
        assertThat(j.has("algorithm")).isTrue();
        assertThat(j.get("losingCount").asLong()).isEqualTo(251);
        assertThat(j.get("pattern").get("description").asText()).isEqualTo("n mod 4 in {0}");
        assertThat(j.get("pattern").get("proven").asBoolean()).isFalse();
        CliRun text = CliRun.of("values", "octal", "--code", "0.333", "--upto", "1000");
        assertThat(text.out()).contains("  pattern     n mod 4 in {0} (a guess that fits this table, not a proof)")
                .contains("  losing      0 4 8 12 ").contains("(251 in all)");
    }

    @Test
    void theTableEngineGivesTheSameFacts() throws Exception {
        // with --misere the other engine answers; the normal-play facts of both engines have the same shape
        JsonNode seq = CliRun.json("values", "octal", "--code", "0.333", "--upto", "40", "--json");
        JsonNode table = CliRun.json("values", "subtraction", "--set", "1,2,3", "--upto", "40", "--json");
        assertThat(seq.get("losing")).isEqualTo(table.get("losing"));
        assertThat(seq.get("losingCount")).isEqualTo(table.get("losingCount"));
        assertThat(seq.get("pattern")).isEqualTo(table.get("pattern"));
    }
}
