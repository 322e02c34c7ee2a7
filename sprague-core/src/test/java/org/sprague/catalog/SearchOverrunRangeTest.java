package org.sprague.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.sprague.ResourceLimitException;
import org.sprague.cram.RegionSearch;
import org.sprague.domineering.DomineeringSearch;
import org.sprague.catalog.partizan.games.ClobberGame;
import org.sprague.catalog.partizan.games.KonaneGame;
import org.sprague.solve.Budget;
import org.sprague.solve.SearchOverrun;

/**
 * The range a refusal states ({@link SearchOverrun}) against the need of the same search run to its end: on small
 * boards, with a budget small enough to refuse them, each board is refused with the range, and the steps its search
 * takes with no budget (positions visited times the search's steps a position, counted by the search itself) fall
 * inside the range the refusal gave. The ranges were measured on the benchmark boards at the standard budget; these
 * boards check that they carry over to other boards and budgets.
 */
class SearchOverrunRangeTest {
    private static final Pattern CRAM_REGIONS = Pattern.compile("search: (\\d+) regions? solved");

    /** Refused with the range under {@code budget}, and the need without a budget inside that range. */
    private static void needFallsInRange(String game, List<String> options, List<String> board, double budget,
            SearchOverrun range, double needed) {
        ResourceLimitException refused = catchThrowableOfType(() -> Catalog.find(game).solve(
                GameOptions.of(options.toArray(String[]::new)).withBudget(Budget.standard().withSearchSteps(budget)),
                board), ResourceLimitException.class);
        assertThat(refused).as("%s %s refused under %.0e steps", game, board, budget).isNotNull();
        assertThat(refused.getMessage()).contains("on the boards measured");
        assertThat(refused.needed()).isEqualTo(range.offered(budget));
        assertThat(range.holds(budget, needed)).as("%s %s needs %.2f times %.0e steps, outside %s to %s", game, board,
                needed / budget, budget, range.least(), range.most()).isTrue();
    }

    private static Answer unlimited(String game, List<String> options, List<String> board) {
        return Catalog.find(game).solve(GameOptions.of(options.toArray(String[]::new))
                .withBudget(Budget.standard().withSearchSteps(Double.POSITIVE_INFINITY)), board);
    }

    private static double searchSteps(Answer answer, double perPosition) {
        PartizanOutcomeAnswer a = (PartizanOutcomeAnswer) answer;
        return perPosition * (a.leftFirstSearch().nodes() + a.rightFirstSearch().nodes());
    }

    @Test
    void domineering() {
        // the positions are counted against the limit every 4,096: every board here needs more than 12,288
        double budget = 8192 * DomineeringSearch.STEPS_PER_POSITION;
        for (String board : List.of("7x7", "4x10", "6x7", "7x6", "4x12")) {
            double needed = searchSteps(unlimited("domineering", List.of(), List.of(board)),
                    DomineeringSearch.STEPS_PER_POSITION);
            assertThat(needed).as(board).isGreaterThan(1.5 * budget);
            needFallsInRange("domineering", List.of(), List.of(board), budget, SearchOverrun.DOMINEERING, needed);
        }
    }

    @Test
    void cram() {
        // the boards' remoteness is part of each answer, so the boards stay at 24 cells or fewer; 4x6 with a corner
        // filled, as the empty 4x6 is 0 by the symmetry strategy with no search
        double budget = 300 * RegionSearch.STEPS_PER_NODE;
        for (List<String> board : List.of(List.of("4x5"), List.of("3x7"), List.of("#.....", "......", "......",
                "......"), List.of("3x8"))) {
            Answer answer = unlimited("cram", List.of(), board);
            long regions = 0;
            for (String note : answer.notes()) {
                Matcher m = CRAM_REGIONS.matcher(note);
                if (m.find()) {
                    regions = Long.parseLong(m.group(1));
                }
            }
            double needed = regions * RegionSearch.STEPS_PER_NODE;
            assertThat(needed).as(String.join("|", board)).isGreaterThan(budget);
            needFallsInRange("cram", List.of(), board, budget, SearchOverrun.CRAM, needed);
        }
    }

    @Test
    void clobber() {
        double steps = new ClobberGame().searchStepsPerPosition();
        double budget = 2000 * steps;
        for (String board : List.of("xoxoxoxox|oxoxoxoxo", "xoxoxo|oxoxox|xoxoxo", "xoxoxoxoxo|oxoxoxoxox")) {
            double needed = searchSteps(unlimited("clobber", List.of("--method", "search"), List.of(board)),
                    steps);
            assertThat(needed).as(board).isGreaterThan(budget);
            needFallsInRange("clobber", List.of("--method", "search"), List.of(board), budget,
                    SearchOverrun.PARTIZAN, needed);
        }
    }

    @Test
    void konane() {
        double steps = new KonaneGame().searchStepsPerPosition();
        double budget = 300 * steps;
        for (String board : List.of("xoxoxox|oxoxoxo|xox.xox|oxo.oxo", "xoxoxo|oxoxox|xo.oxo|ox.xox|xoxoxo")) {
            double needed = searchSteps(unlimited("konane", List.of("--method", "search"), List.of(board)), steps);
            assertThat(needed).as(board).isGreaterThan(budget);
            needFallsInRange("konane", List.of("--method", "search"), List.of(board), budget,
                    SearchOverrun.PARTIZAN, needed);
        }
    }
}
