package org.sprague.catalog.classic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.sprague.BadInputException;
import org.sprague.catalog.Answer;
import org.sprague.catalog.CatalogGame;
import org.sprague.catalog.GameKind;
import org.sprague.catalog.GameOption;
import org.sprague.catalog.GameOptions;
import org.sprague.catalog.MoveReport;
import org.sprague.catalog.OptionalWork;
import org.sprague.catalog.SmallRules;
import org.sprague.catalog.Solution;
import org.sprague.catalog.board.Board;
import org.sprague.catalog.board.Boards;
import org.sprague.catalog.moves.PositionMoves;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.solve.SpragueGrundySum;
import org.sprague.solve.SumMove;
import org.sprague.value.Outcome;

/**
 * Flip Game II (LeetCode 294): turn two adjacent '+' into "--"; who cannot move loses. Each maximal run of
 * {@code n} '+' is a row of Dawson's Kayles (octal 0.07), so the Grundy value is the XOR of
 * {@link DawsonsKayles#value} over the runs, for strings of any length; the winning moves are the turns after
 * which that XOR is 0, listed by the one sum solver ({@link SpragueGrundySum}) over {@link FlipRuns}.
 */
public final class FlipGame implements CatalogGame {
    @Override
    public GameKind kind() {
        return GameKind.IMPARTIAL;
    }

    /** How many '+' the remoteness search handles in about a second, the standard search budget. */
    static final int PLUS_PER_SECOND = 40;

    @Override
    public String id() {
        return "flip";
    }

    @Override
    public String summary() {
        return "Flip Game II (LeetCode 294): turn \"++\" into \"--\"; runs of + are Dawson's Kayles (0.07)";
    }

    @Override
    public String syntax() {
        return "STATE (one word of + and -, such as ++-+++)";
    }

    @Override
    public List<String> examples() {
        return List.of("++++", "+", "++-+++");
    }

    @Override
    public List<GameOption> options() {
        return List.of();
    }

    @Override
    public Answer solve(GameOptions options, List<String> position) {
        String s = parse(position);
        List<int[]> runs = runs(s);
        int plus = 0;
        List<List<FlipRuns.Run>> components = new ArrayList<>();
        for (int[] run : runs) {
            components.add(List.of(new FlipRuns.Run(run[0], run[1])));
            plus += run[1];
        }
        SpragueGrundySum.Analysis<List<FlipRuns.Run>> sum = new SpragueGrundySum<>(FlipRuns.INSTANCE)
                .analyse(components);
        int x = sum.value().intValueExact();
        Solution.Builder answer = Solution.builder(id(), position, Outcome.ofGrundy(x)).grundy(x);
        for (SumMove<List<FlipRuns.Run>> m : sum.winningMoves()) {
            int i = m.option().get(0).start() + m.option().get(0).length();
            List<String> to = s.length() <= Solution.MAX_COMPONENTS_WITH_TO
                    ? List.of(s.substring(0, i) + "--" + s.substring(i + 2)) : null;
            answer.move(MoveReport.of("turn " + (i + 1) + "-" + (i + 2), to));
        }
        answer.note("each run of n '+' is a row of n in Dawson's Kayles (octal 0.07)");
        if (s.length() > Solution.MAX_COMPONENTS_WITH_TO && x != 0) {
            answer.note("'to' left out of the moves: the state is longer than " + Solution.MAX_COMPONENTS_WITH_TO);
        }
        OptionalWork.remoteness(answer, options.budget(), OptionalWork.linear(plus, PLUS_PER_SECOND), a -> {
            List<Integer> lengths = new ArrayList<>();
            for (int[] run : runs) {
                lengths.add(run[1]);
            }
            MemoizedGrundySolver<List<Integer>> engine = new MemoizedGrundySolver<>(FlipRules.RUNS,
                    FlipRules.RUNS_CANONICAL, MemoizedGrundySolver.DEFAULT_MAX_POSITIONS);
            a.remoteness(engine.remoteness(List.copyOf(lengths)));
        });
        return answer.build();
    }

    /** Maximal runs of '+', as {start, length}. */
    static List<int[]> runs(String s) {
        List<int[]> runs = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            if (s.charAt(i) == '+') {
                int j = i;
                while (j < s.length() && s.charAt(j) == '+') {
                    j++;
                }
                runs.add(new int[] {i, j - i});
                i = j;
            } else {
                i++;
            }
        }
        return runs;
    }

    static String parse(List<String> position) {
        if (position.size() != 1) {
            throw new BadInputException("flip takes one word of + and -, such as 'flip ++-+++'; got "
                    + position.size() + " words");
        }
        String s = position.get(0);
        if (s.isEmpty()) {
            throw new BadInputException("flip needs a non-empty word of + and -");
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '+' && c != '-') {
                throw new BadInputException("character " + (i + 1) + " is '" + c + "'; use + and - only");
            }
        }
        return s;
    }

    /** The string itself ({@link FlipRules#STRING}); every word of one to twelve '+' and '-'. */
    @Override
    public Optional<SmallRules<?>> rules(GameOptions options) {
        List<List<String>> words = SmallRules.words('-', '+', 12);
        return Optional.of(new SmallRules<>(FlipRules.STRING, FlipGame::parse, words));
    }

    /** {@inheritDoc} */
    @Override
    public Optional<PositionMoves> moves() {
        return Optional.of(ClassicMoves.FLIP);
    }

    /** The row of '+' and '-'; the two '+' a move turns over are that move. */
    @Override
    public Optional<Board> board(GameOptions options, List<String> position) {
        return Boards.drawn(this, options, position, (rows, moves) -> Boards.cells("flip", rows, moves,
                moves.stream().map(org.sprague.catalog.moves.Move::to).toList()));
    }
}
