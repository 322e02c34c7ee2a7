package org.sprague.catalog.partizan;

import java.util.List;
import org.sprague.ResourceLimitException;
import org.sprague.catalog.Detail;
import org.sprague.catalog.Figure;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.Solution;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.PartizanMove;
import org.sprague.partizan.loopy.LoopyGameValues;
import org.sprague.partizan.loopy.LoopyGraph;
import org.sprague.partizan.loopy.SidedValue;
import org.sprague.partizan.loopy.SidedValues;
import org.sprague.partizan.loopy.Stop;
import org.sprague.partizan.loopy.Winner;
import org.sprague.partizan.ruleset.PartizanRuleset;
import org.sprague.partizan.ruleset.RulesetGraph;
import org.sprague.solve.Budget;
import org.sprague.value.Outcome;

/**
 * The answer for a position of a partizan game whose play can return to a position: its graph
 * ({@link RulesetGraph}) and the values of its start ({@link LoopyGameValues}), as a loopy answer whose details are
 * {@code leftFirst} and {@code rightFirst} (who wins with that player first: {@code left}, {@code right} or
 * {@code draw}), {@code outcomeClass} (L, R, N or P; only where neither is a draw), {@code stopper}, {@code value}
 * (a stopper's simplest form; for a game that is not a stopper, its sides {@code S & T} when they are found as
 * stoppers ({@link SidedValues}, Siegel, <i>Combinatorial Game Theory</i>, ch. VI, the sidling theorem), as
 * CGSuite writes them; left out when too long to print or not found), {@code leftStop} and {@code rightStop} (a
 * stopper's), {@code positions}, and {@code sided}, the nested object {@code value} also gives
 * ({@link SidedDetail}: {@code stopperSided}, {@code onside}, {@code offside}, and a {@code note} when the sides
 * were not found as stoppers). The winning moves are the
 * first player's moves that keep the result: a win, or else a draw.
 */
public final class LoopyPartizanAnswers {
    private LoopyPartizanAnswers() {
    }

    /**
     * Answers {@code start} for the first player.
     *
     * @param game the catalog id (or rule file name)
     * @param position the position as given
     * @param rules the game's moves
     * @param start the parsed position
     * @param leftFirst whether Left moves first
     * @param budget the run's memory, steps and time
     * @param <P> the position type
     * @return a loopy answer
     */
    public static <P> Solution answer(String game, List<String> position, PartizanRuleset<P> rules, P start,
            boolean leftFirst, Budget budget) {
        Budget.Deadline deadline = budget.start();
        RulesetGraph<P> built = RulesetGraph.of(rules, start, LoopyGraph.DEFAULT_MAX_POSITIONS, budget, deadline);
        LoopyGraph g = built.graph();
        LoopyGameValues values = new LoopyGameValues(g, new CanonicalGames(), LoopyGraph.DEFAULT_MAX_POSITIONS);
        Winner lf = values.leftFirst(0);
        Winner rf = values.rightFirst(0);
        Winner first = leftFirst ? lf : rf;
        Winner mover = leftFirst ? Winner.LEFT : Winner.RIGHT;
        Outcome outcome = first == Winner.DRAW ? Outcome.DRAW : first == mover ? Outcome.FIRST : Outcome.SECOND;
        Solution.Builder b = Solution.builder(game, position, outcome).loopy()
                .grundy(Figure.undefined("a partizan game has no Grundy value"))
                .remoteness(Figure.notComputed("not computed for partizan games with cycles"));
        b.detail("leftFirst", lf.word()).detail("rightFirst", rf.word());
        String cls = LoopyGameValues.outcomeClass(lf, rf);
        if (cls != null) {
            b.detail("outcomeClass", cls);
        }
        b.detail("stopper", values.isStopper());
        String value = null;
        Stop[] stops = null;
        if (values.isStopper()) {
            try {
                value = values.value(deadline);
                stops = values.stops(deadline);
            } catch (ResourceLimitException e) {
                if (e.resource() != ResourceLimitException.Resource.TIME) {
                    throw e;
                }
                b.note("the value was not found within the time budget (the simplest form is found one strongly"
                        + " connected component at a time); who wins with each player first is exact");
            }
        }
        Detail.Group sided = null;
        if (values.isStopper()) {
            sided = SidedDetail.ofStopper(value);
        } else {
            Sides found = sides(g, deadline);
            sided = found.detail();
            value = found.value();
            b.note(found.note());
        }
        if (value != null) {
            b.detail("value", value);
        }
        if (stops != null) {
            b.detail("leftStop", stops[0].toString()).detail("rightStop", stops[1].toString());
        }
        b.detail("positions", g.size());
        b.detail(sided);
        int[] options = leftFirst ? g.left(0) : g.right(0);
        List<PartizanMove<P>> moves = rules.moves(start, leftFirst);
        List<P> positions = built.positions();
        for (PartizanMove<P> m : moves) {
            int w = positions.indexOf(m.to());
            if (w >= 0 && contains(options, w) && values.keeps(0, leftFirst, w)) {
                b.move(MoveReport.of(m.text(), org.sprague.catalog.moves.Leading.write(rules.format(m.to()),
                        PartizanGames.FIRST.name(), leftFirst ? "right" : "left")));
            }
        }
        if (first == Winner.DRAW) {
            b.note("a draw with best play: the moves listed keep the draw");
        }
        return b.build();
    }

    /** The sides of a start that is not a stopper: the field {@code sided}, the value {@code S & T}, a note. */
    private record Sides(Detail.Group detail, String value, String note) {
    }

    /**
     * The sided value of a start that is not a stopper ({@link SidedValues}): {@code S & T} with the field
     * {@code sided} ({@link SidedDetail}), or that field saying why the sides were not found as stoppers.
     */
    private static Sides sides(LoopyGraph g, Budget.Deadline deadline) {
        CanonicalGames games = new CanonicalGames();
        int max = LoopyGraph.DEFAULT_MAX_POSITIONS;
        String notFound = "not a stopper (some play alternates forever), and its sides (onside & offside) were not"
                + " found as stoppers (see sided): it is not stopper-sided, or they lie past the search's bounds;"
                + " who wins with each player first is exact";
        SidedValue sides;
        try {
            sides = SidedValues.ofGame(g, max, deadline);
        } catch (ResourceLimitException e) {
            return new Sides(SidedDetail.notFound(e.getMessage()), null, notFound);
        }
        Detail.Group detail = SidedDetail.of(sides, games, max);
        String text = sides.stopperSided() ? SidedValues.text(sides, games, max) : null;
        return text == null ? new Sides(detail, null, notFound) : new Sides(detail, text,
                "not a stopper (some play alternates forever): its value is sided, onside & offside");
    }

    private static boolean contains(int[] a, int x) {
        for (int y : a) {
            if (y == x) {
                return true;
            }
        }
        return false;
    }
}
