package org.sprague.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.sprague.BadInputException;
import org.sprague.ResourceLimitException;
import org.sprague.solve.MemoizedGrundySolver;
import org.sprague.value.Outcome;

/**
 * Contracts every registered game must keep, run over {@link Catalog#all()} so that a new game is checked
 * without a test of its own: its examples solve with an answer of its declared kind; in a short game every listed
 * winning move leads to a position the game itself calls lost for the player then to move, and a lost position
 * lists no winning move; where a game states its rules ({@link CatalogGame#rules}), every answer on its small
 * positions agrees with an exact search of those rules, and a complete list of winning moves is exactly the
 * options the search finds lost; every impartial game states its rules; malformed positions are bad input. The moves check is a consistency check between two
 * answers of one game; each game's own tests hold its answers against an independent brute force.
 */
class RegistryContractTest {
    /** Tokens no game accepts as a position item. */
    private static final List<String> MALFORMED = List.of("no-such-node", "+-5", "\u0662", "1.5", "\0");

    @TestFactory
    List<DynamicTest> everyExampleSolvesWithAnAnswerOfItsKind() {
        List<DynamicTest> tests = new ArrayList<>();
        for (CatalogGame game : Catalog.all()) {
            for (String example : game.examples()) {
                tests.add(DynamicTest.dynamicTest(game.id() + " " + example, () -> {
                    Call call = Call.of(game, example);
                    Answer a = game.solve(call.options, call.position);
                    assertThat(a.game()).isEqualTo(game.id());
                    switch (game.kind()) {
                        case IMPARTIAL -> assertThat(a).isInstanceOf(ImpartialAnswer.class);
                        case SCORING -> assertThat(a).isInstanceOf(ScoringAnswer.class);
                        case LOOPY -> assertThat(a).isInstanceOfAny(LoopyAnswer.class, PositionTable.class);
                        case PARTIZAN -> assertThat(a).isInstanceOfAny(PartizanAnswer.class, PartizanOutcomeAnswer.class);
                        default -> throw new AssertionError(game.kind());
                    }
                }));
            }
        }
        return tests;
    }

    @TestFactory
    List<DynamicTest> winningMovesLeadToPositionsTheGameCallsLost() {
        List<DynamicTest> tests = new ArrayList<>();
        for (CatalogGame game : Catalog.all()) {
            if (game.kind() == GameKind.SCORING) {
                continue; // optimal moves of scoring games are checked against each game's own search
            }
            for (String example : game.examples()) {
                tests.add(DynamicTest.dynamicTest(game.id() + " " + example, () -> {
                    Call call = Call.of(game, example);
                    Answer answer = game.solve(call.options, call.position);
                    if (answer instanceof PartizanAnswer p) {
                        // a winning move leaves a position the other player loses when moving first there
                        String other = p.analysis().leftFirst() ? "right" : "left";
                        for (var m : p.analysis().winningMoves()) {
                            // the example's options (a variant) hold after the move too
                            Map<String, String> then = new LinkedHashMap<>(call.options.asMap());
                            then.put("--first", other);
                            PartizanAnswer after = (PartizanAnswer) game.solve(new GameOptions(then), m.to());
                            assertThat(after.analysis().firstWins()).as("%s then %s", example, m.text()).isFalse();
                        }
                        return;
                    }
                    if (!(answer instanceof Solution s)) {
                        return; // a table of every node has no moves
                    }
                    if (s.outcome() == Outcome.SECOND) {
                        assertThat(s.winningMoves()).as("a lost position has no winning move").isEmpty();
                    }
                    // "to" is a position in argument form, so an option that names the start gives way to it
                    Map<String, String> rest = new LinkedHashMap<>(call.options.asMap());
                    rest.remove("--start");
                    GameOptions options = new GameOptions(rest);
                    for (MoveReport m : s.winningMoves()) {
                        if (m.to() == null) {
                            continue;
                        }
                        if (m.to().isEmpty()) {
                            // nothing left: the mover made the last move, which wins only under normal play
                            assertThat(call.options.flag(GameOption.MISERE)).as(m.move()).isFalse();
                            continue;
                        }
                        Solution after = (Solution) game.solve(options, m.to());
                        // a drawn position's moves listed are those that keep the draw (loopy partizan games)
                        assertThat(after.outcome()).as("%s then %s", example, m.move())
                                .isEqualTo(s.outcome() == Outcome.DRAW ? Outcome.DRAW : Outcome.SECOND);
                    }
                }));
            }
        }
        return tests;
    }

    @TestFactory
    List<DynamicTest> answersAgreeWithASearchOfTheRulesOnEverySmallPosition() {
        List<DynamicTest> tests = new ArrayList<>();
        Set<String> withoutRules = new LinkedHashSet<>();
        for (CatalogGame game : Catalog.all()) {
            int before = tests.size();
            Set<Map<String, String>> optionSets = new LinkedHashSet<>();
            for (String example : game.examples()) {
                optionSets.add(Call.of(game, example).options.asMap());
            }
            for (Map<String, String> map : optionSets) {
                GameOptions options = new GameOptions(map);
                game.rules(options).ifPresent(rules -> tests.add(DynamicTest.dynamicTest(game.id() + " " + map,
                        () -> agreeWithRules(game, options, rules))));
            }
            if (game.kind() == GameKind.IMPARTIAL && tests.size() == before) {
                withoutRules.add(game.id());
            }
        }
        assertThat(withoutRules).as("impartial games that state no rules for any example's options").isEmpty();
        return tests;
    }

    /**
     * On every small position: the outcome, a known Grundy value, and each listed winning move (its target lost,
     * by the rules; a lost position listing none; a list said to be complete holding every lost option) agree with
     * {@link MemoizedGrundySolver} over the game's rules.
     */
    private static <P> void agreeWithRules(CatalogGame game, GameOptions options, SmallRules<P> rules) {
        MemoizedGrundySolver<P> engine = new MemoizedGrundySolver<>(rules.game());
        assertThat(rules.positions()).isNotEmpty();
        for (List<String> position : rules.positions()) {
            int g = engine.grundy(rules.parse().apply(position));
            Solution s = (Solution) game.solve(options, position);
            assertThat(s.outcome()).as("%s %s", game.id(), position).isEqualTo(Outcome.ofGrundy(g));
            if (s instanceof ImpartialAnswer a && a.grundy() instanceof Figure.Known<BigInteger> k) {
                assertThat(k.value()).as("%s %s", game.id(), position).isEqualTo(BigInteger.valueOf(g));
            }
            assertThat(s.winningMoves().isEmpty()).as("%s %s", game.id(), position).isEqualTo(g == 0);
            Set<P> listed = new HashSet<>();
            for (MoveReport m : s.winningMoves()) {
                assertThat(m.to()).as("small positions show where a move goes").isNotNull();
                P to = rules.parse().apply(m.to());
                assertThat(engine.grundy(to)).as("%s %s then %s", game.id(), position, m.move()).isZero();
                listed.add(to);
            }
            if (s.winningMovesComplete()) {
                Set<P> winning = new HashSet<>();
                rules.game().forEachOption(rules.parse().apply(position), o -> {
                    if (engine.grundy(o) == 0) {
                        winning.add(o);
                    }
                });
                assertThat(listed).as("%s %s: every winning move", game.id(), position).isEqualTo(winning);
            }
        }
    }

    @TestFactory
    List<DynamicTest> malformedPositionsAreBadInput() {
        List<DynamicTest> tests = new ArrayList<>();
        for (CatalogGame game : Catalog.all()) {
            Call call = Call.of(game, game.examples().get(0));
            for (String bad : MALFORMED) {
                tests.add(DynamicTest.dynamicTest(game.id() + " " + bad.codePointAt(0), () -> {
                    List<String> position = new ArrayList<>(call.position);
                    if (position.isEmpty()) {
                        position.add(bad);
                    } else {
                        position.set(position.size() - 1, bad);
                    }
                    assertThatThrownBy(() -> game.solve(call.options, position))
                            .isInstanceOf(BadInputException.class);
                }));
            }
        }
        return tests;
    }

    /**
     * Listing the moves of an example with one number made huge (past a long) either works or is bad input with
     * its one-line message: the move lists parse positions themselves, apart from {@code solve}, and once broke on
     * a row value past a long.
     */
    @TestFactory
    List<DynamicTest> movesOfHugeNumbersAreListedOrBadInput() {
        List<DynamicTest> tests = new ArrayList<>();
        for (CatalogGame game : Catalog.all()) {
            if (game.moves().isEmpty()) {
                continue;
            }
            for (String example : game.examples()) {
                Call call = Call.of(game, example);
                for (int i = 0; i < call.position.size(); i++) {
                    if (!Integers.isInteger(call.position.get(i))) {
                        continue;
                    }
                    for (String huge : List.of("99999999999999999999", "-99999999999999999999")) {
                        List<String> position = new ArrayList<>(call.position);
                        position.set(i, huge);
                        tests.add(DynamicTest.dynamicTest(game.id() + " " + position, () -> {
                            try {
                                assertThat(game.moves().get().moves(call.options, position)).isNotNull();
                            } catch (BadInputException | ResourceLimitException e) {
                                assertThat(e.getMessage()).doesNotContain("\n").isNotBlank();
                            }
                        }));
                    }
                }
            }
        }
        return tests;
    }

    /** An example split into the game's options and its position, as the command line would. */
    private record Call(GameOptions options, List<String> position) {
        static Call of(CatalogGame game, String example) {
            Map<String, GameOption> declared = new LinkedHashMap<>();
            game.options().forEach(o -> declared.put(o.name(), o));
            Map<String, String> options = new LinkedHashMap<>();
            List<String> position = new ArrayList<>();
            List<String> words = words(example.replace("docs/examples/", "../docs/examples/"));
            for (int i = 0; i < words.size(); i++) {
                GameOption o = declared.get(words.get(i));
                if (o == null) {
                    position.add(words.get(i));
                } else if (o.isFlag()) {
                    options.put(o.name(), "true");
                } else {
                    options.put(o.name(), words.get(++i));
                }
            }
            return new Call(new GameOptions(options), position);
        }

        /** Words split at spaces; single quotes group (the examples use no other shell syntax). */
        private static List<String> words(String line) {
            List<String> words = new ArrayList<>();
            StringBuilder word = new StringBuilder();
            boolean quoted = false;
            for (char c : line.toCharArray()) {
                if (c == '\'') {
                    quoted = !quoted;
                } else if (c == ' ' && !quoted) {
                    if (word.length() > 0) {
                        words.add(word.toString());
                    }
                    word.setLength(0);
                } else {
                    word.append(c);
                }
            }
            if (word.length() > 0) {
                words.add(word.toString());
            }
            return words;
        }
    }
}
