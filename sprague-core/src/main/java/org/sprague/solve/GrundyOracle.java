package org.sprague.solve;

import java.math.BigInteger;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Consumer;
import org.sprague.game.ImpartialGame;

/**
 * The Grundy value of a position and the options of a given value: what the Sprague-Grundy theorem needs of a
 * component to solve a disjunctive sum and list its winning moves. Closed forms (Nim: {@code G(n) = n}), tables,
 * proven periods and memoizing solvers implement it alike, and {@link SpragueGrundySum} works with any of them.
 *
 * <p>Values are arbitrary-precision, since closed forms answer positions of any size. An oracle may be unable to
 * list every option of a value (a huge heap with more splits than can be tried); it then says so by its return
 * value rather than by listing a selection as if it were all.
 *
 * <p>Thread-safety is that of the implementation; those built on a memoizing solver are one per thread.
 *
 * @param <P> the position type
 */
public interface GrundyOracle<P> {
    /**
     * The Grundy value of a position (Sprague 1935, Grundy 1939): the mex of its options' values, 0 exactly when the
     * position is lost for the player to move.
     *
     * @param position the position
     * @return its value, non-negative and of any size
     */
    BigInteger grundy(P position);

    /**
     * Gives every option of {@code position} whose Grundy value is {@code target} to {@code sink}, each once, in
     * the game's option order.
     *
     * @param position the position
     * @param target the value wanted, such as the one that makes a sum's nim-sum 0
     * @param sink receives the options of value {@code target}
     * @return false when some options could not be examined (so the listing may be a selection)
     */
    boolean optionsOfValue(P position, BigInteger target, Consumer<? super P> sink);

    /**
     * The oracle of a game given by its rules: values from {@code solver}, options of a value by enumerating
     * every option of the rules (repeated options counted once). Always complete.
     *
     * @param <P> the position type
     * @param game the rules, whose options are enumerated
     * @param solver the values of {@code game}'s positions
     * @return an oracle with {@code solver}'s thread-safety
     */
    static <P> GrundyOracle<P> of(ImpartialGame<P> game, GrundySolver<P> solver) {
        return new GrundyOracle<>() {
            @Override
            public BigInteger grundy(P position) {
                return BigInteger.valueOf(solver.grundy(position));
            }

            @Override
            public boolean optionsOfValue(P position, BigInteger target, Consumer<? super P> sink) {
                Set<P> options = new LinkedHashSet<>();
                game.forEachOption(position, options::add);
                for (P option : options) {
                    if (grundy(option).equals(target)) {
                        sink.accept(option);
                    }
                }
                return true;
            }
        };
    }
}
