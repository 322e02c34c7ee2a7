package org.sprague.catalog.partizan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.PartizanAnswer;
import org.sprague.catalog.PartizanOutcomeAnswer;
import org.sprague.partizan.OutcomeClass;

/**
 * Blue-Red Hackenbush and Cutcake in the catalog take {@code --method}: the search's outcome class and the value's
 * agree with positions worked by hand.
 */
class RulesetMethodsTest {
    private static CatalogGame game(String id) {
        return new PartizanGames().games().stream().filter(g -> g.id().equals(id)).findFirst().orElseThrow();
    }

    private static OutcomeClass searched(String id, String... position) {
        Answer answer = game(id).solve(GameOptions.of(PartizanRulesetGame.METHOD.name(), "search"), List.of(position));
        assertThat(answer).isInstanceOf(PartizanOutcomeAnswer.class);
        return ((PartizanOutcomeAnswer) answer).outcomeClass();
    }

    @Test
    void bothGamesTakeTheMethod() {
        for (String id : List.of("blue-red-hackenbush", "cutcake")) {
            assertThat(game(id).options().stream().map(GameOption::name)).as(id).contains("--method");
        }
    }

    /**
     * Hand-worked: a blue ground edge carrying a red one is 1/2 (L). A triangle of a blue ground edge 0-1, a red
     * ground edge 0-2 and a red edge 1-2: Left's cut of 0-1 leaves a red stalk of two (-2), Right's cuts leave 1 - 1
     * = 0 or the stalk blue, red (1/2), so it is {-2 | 0, 1/2} = -1 (R).
     */
    @Test
    void hackenbushSearchedAsWorkedByHand() {
        assertThat(searched("blue-red-hackenbush", "0-1:b", "1-2:r")).isEqualTo(OutcomeClass.L);
        assertThat(searched("blue-red-hackenbush", "0-1:b", "1-2:r", "0-2:r")).isEqualTo(OutcomeClass.R);
        Answer value = game("blue-red-hackenbush").solve(GameOptions.of(PartizanRulesetGame.METHOD.name(), "value"),
                List.of("0-1:b", "1-2:r", "0-2:r"));
        assertThat(((PartizanAnswer) value).analysis().canonical()).isEqualTo("-1");
    }

    /** Hand-worked: a 2x1 piece (two columns, one row) is {0 |} = 1, a 1x2 piece -1; their sum 0 (P). */
    @Test
    void cutcakeSearchedAsWorkedByHand() {
        assertThat(searched("cutcake", "2x1")).isEqualTo(OutcomeClass.L);
        assertThat(searched("cutcake", "1x2")).isEqualTo(OutcomeClass.R);
        assertThat(searched("cutcake", "2x1", "1x2")).isEqualTo(OutcomeClass.P);
    }
}
