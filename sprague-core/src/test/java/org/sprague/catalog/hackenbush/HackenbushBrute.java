package org.sprague.catalog.hackenbush;

import java.util.ArrayList;
import java.util.List;
import org.sprague.BruteForce;

/**
 * The test's own solver ({@link BruteForce}: plain recursion, Smith's rule) over the positions a rule set's moves
 * reach, so that remoteness is not checked against the engine that computes it.
 */
final class HackenbushBrute {
    private HackenbushBrute() {
    }

    static BruteForce<Integer> of(HackenbushRules rules) {
        return new BruteForce<>(mask -> {
            List<Integer> out = new ArrayList<>();
            rules.forEachOption(mask, out::add);
            return out;
        });
    }
}
