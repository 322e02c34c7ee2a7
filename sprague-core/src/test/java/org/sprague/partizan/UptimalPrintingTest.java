package org.sprague.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Uptimals and nimbers print in CGSuite's short form for every length and nimber, not only those of the ready table
 * ({@code ^[n]}, {@code ^<n>}, {@code v[n]}, {@code v<n>} after the number part and before the nimber, as CGSuite
 * prints {@code 3/4v[3]*}: aaron-siegel/cgsuite, CanonicalShortGameTestCase.scala and the examples), and
 * each printed string reads back to the same game. The expected string is written here from the parts, the game is
 * built by the parser from {@code x + ^[n] + *k}: a read-back property test on seeded random parts.
 */
class UptimalPrintingTest {
    private final CanonicalGames games = new CanonicalGames();
    private final NotationParser parser = new NotationParser(games);
    private final CgsuiteNotation notation = new CgsuiteNotation(games);

    @Test
    void longUptimalsAndLargeNimbersPrintShortAndReadBack() {
        Random random = new Random(38);
        String[] numbers = {"0", "1", "-2", "3/4", "-5/8"};
        int beyondTable = 0;
        for (int i = 0; i < 30; i++) {
            // half of them longer than the ready table (n > 12), half with nimbers past it (k > 15)
            int n = 2 + random.nextInt(i < 15 ? 16 : 8);
            int k = random.nextInt(i < 15 ? 4 : 24);
            beyondTable += n > Uptimals.MAX_LENGTH || k > Uptimals.MAX_NIMBER ? 1 : 0;
            boolean sum = random.nextBoolean();
            boolean up = random.nextBoolean();
            String number = numbers[random.nextInt(numbers.length)];
            String uptimal = (up ? "^" : "v") + (sum ? "[" + n + "]" : "<" + n + ">");
            String nimber = k == 0 ? "" : k == 1 ? "*" : "*" + k;
            String expected = (number.equals("0") ? "" : number) + uptimal + nimber;
            int g = parser.parse(number + " + " + uptimal + (k == 0 ? "" : " + " + nimber));
            assertThat(notation.print(g)).as(expected).isEqualTo(expected);
            assertThat(parser.parse(expected)).as(expected).isEqualTo(g);
        }
        assertThat(beyondTable).isGreaterThan(5);
    }

    @Test
    void nimbersAndUpMultiplesOfAnySize() {
        for (int k : new int[] {3, 15, 16, 31, 64, 1000}) {
            assertThat(notation.print(parser.parse("*" + k))).isEqualTo("*" + k);
        }
        for (int k : new int[] {3, 15, 16, 20}) {
            assertThat(notation.print(parser.parse("^" + k + " + *" + k))).isEqualTo("^" + k + "*" + k);
        }
    }
}
