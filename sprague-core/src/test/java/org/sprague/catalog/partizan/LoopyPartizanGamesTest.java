package org.sprague.catalog.partizan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Catalog;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.Detail;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.partizan.games.BackslidingToadsAndFrogs;
import org.sprague.partizan.games.FoxAndGeese;
import org.sprague.partizan.ruleset.PartizanRuleset;
import org.sprague.solve.Budget;
import org.sprague.value.Outcome;

/**
 * Backsliding Toads and Frogs and Fox and Geese on small boards: who wins with each player first, and the moves
 * listed, against the brute force of {@link LoopyBruteForce} (written for the tests, sharing nothing with the
 * engine), on every start of the boards tried.
 */
class LoopyPartizanGamesTest {
    private static Solution solve(String game, boolean leftFirst, List<String> position) {
        GameOptions options = GameOptions.of("--first", leftFirst ? "left" : "right")
                .withBudget(Budget.standard());
        return (Solution) Catalog.find(game).solve(options, position);
    }

    private static <P> void agrees(String game, PartizanRuleset<P> rules, P start, List<String> position) {
        LoopyBruteForce<P> brute = new LoopyBruteForce<>(rules, start);
        for (boolean leftFirst : new boolean[] {true, false}) {
            Solution s = solve(game, leftFirst, position);
            String first = brute.winner(start, leftFirst);
            assertThat(s.detail("leftFirst")).as(position + " left first").isEqualTo(brute.winner(start, true));
            assertThat(s.detail("rightFirst")).as(position + " right first").isEqualTo(brute.winner(start, false));
            String mover = leftFirst ? "left" : "right";
            assertThat(s.outcome()).as(position.toString()).isEqualTo(first.equals("draw") ? Outcome.DRAW
                    : first.equals(mover) ? Outcome.FIRST : Outcome.SECOND);
            assertThat(s.winningMoves().stream().map(MoveReport::move).toList()).as(position + " moves")
                    .isEqualTo(brute.keepingMoves(start, leftFirst));
            boolean draw = first.equals("draw") || brute.winner(start, !leftFirst).equals("draw");
            assertThat(Detail.has(s.details(), "outcomeClass")).as(position.toString()).isEqualTo(!draw);
        }
    }

    @Test
    void backslidingToadsAndFrogsAgreesWithBruteForceOnEveryRowUpToFiveSquares() {
        BackslidingToadsAndFrogs rules = new BackslidingToadsAndFrogs();
        for (int length = 1; length <= 5; length++) {
            for (String row : rows(length)) {
                agrees("backsliding-toads-and-frogs", rules, row, List.of(row));
            }
        }
    }

    private static List<String> rows(int length) {
        List<String> out = new ArrayList<>(List.of(""));
        for (int i = 0; i < length; i++) {
            List<String> next = new ArrayList<>();
            for (String r : out) {
                for (char c : new char[] {'T', 'F', '.'}) {
                    next.add(r + c);
                }
            }
            out = next;
        }
        return out;
    }

    @Test
    void foxAndGeeseAgreesWithBruteForceOnTheFourByFourBoard() {
        FoxAndGeese rules = new FoxAndGeese();
        List<String> dark = new ArrayList<>();
        for (int row = 1; row <= 4; row++) {
            for (int col = 1; col <= 4; col++) {
                if ((row + col) % 2 == 0) {
                    dark.add(row + "," + col);
                }
            }
        }
        int tried = 0;
        for (int a = 0; a < dark.size(); a++) {
            for (int b = a + 1; b < dark.size(); b++) {
                for (String fox : dark) {
                    if (fox.equals(dark.get(a)) || fox.equals(dark.get(b))) {
                        continue;
                    }
                    List<String> position = List.of("4x4", dark.get(a), dark.get(b), "fox", fox);
                    agrees("fox-and-geese", rules, FoxAndGeese.parse(position), position);
                    tried++;
                }
            }
        }
        assertThat(tried).isEqualTo(28 * 6);
    }

    @Test
    void foxAndGeeseIsAStopperWhoseValueIsGiven() {
        // the geese move finitely often, so play that alternates ends: a stopper (Siegel ch. VI)
        Solution s = solve("fox-and-geese", true, List.of("4x4", "3,1", "3,3", "fox", "1,1"));
        assertThat(s.detail("stopper")).isEqualTo(true);
        assertThat(Detail.has(s.details(), "value")).isTrue();
    }

    @Test
    void badPositionsAreOneLineErrors() {
        CatalogGame fox = Catalog.find("fox-and-geese");
        for (List<String> bad : List.of(List.of("3,1", "1,1"), List.of("3,2", "fox", "1,1"), List.of("3,1", "fox",
                "3,1"), List.of("3,1", "3,1", "fox", "1,1"), List.of("9x9", "3,1", "fox", "1,1"), List.of("3,1",
                "fox", "a,b"))) {
            assertThatThrownBy(() -> fox.solve(GameOptions.none(), bad)).as(bad.toString())
                    .isInstanceOf(BadInputException.class).message().doesNotContain("\n").startsWith("fox-and-geese");
        }
        assertThatThrownBy(() -> Catalog.find("backsliding-toads-and-frogs").solve(GameOptions.none(),
                List.of("TX.F"))).isInstanceOf(BadInputException.class).hasMessageContaining("one row");
        assertThatThrownBy(() -> Catalog.find("backsliding-toads-and-frogs").solve(GameOptions.of("--first", "up"),
                List.of("T.F"))).isInstanceOf(BadInputException.class).hasMessageContaining("left or right");
    }

    @Test
    void aGraphPastTheSearchStepsIsRefusedWithTheFigure() {
        GameOptions small = GameOptions.none().withBudget(Budget.standard().withSearchSteps(200_000));
        assertThatThrownBy(() -> Catalog.find("fox-and-geese").solve(small,
                List.of("8,2", "8,4", "8,6", "8,8", "fox", "1,5")))
                .isInstanceOf(ResourceLimitException.class).hasMessageContaining("more than 1000 positions");
    }
}
