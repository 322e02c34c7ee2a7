package org.sprague.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.ResourceLimitException;
import org.sprague.partizan.CanonicalGames;

/**
 * Who wins a sum of a partizan rule file's positions, by a memoised minimax over win and loss (normal play: the
 * player who cannot move loses) where the canonical values are out of reach. A sum is kept as its sorted list of
 * components, so the order of the components never matters, and components where neither player can move are
 * dropped (they are 0). Each position's options come from {@link PartizanRuleGame}, asked once.
 */
final class PartizanRuleOutcomes {
    /** The longest line of play searched: the search recurses once a move. */
    static final int MAX_DEPTH = 4_000;
    /** What one remembered sum costs besides its text: the map's entry and the boxed answer. */
    static final long BYTES_PER_ENTRY = 96;

    private final PartizanRuleGame game;
    private final CanonicalGames games;
    private final long maxEntries;
    private final Map<String, Boolean> known = new HashMap<>();
    private long nodes;

    PartizanRuleOutcomes(PartizanRuleGame game, CanonicalGames games, long maxEntries) {
        this.game = game;
        this.games = games;
        this.maxEntries = maxEntries;
    }

    /** Positions visited so far. */
    long nodes() {
        return nodes;
    }

    /** Sums remembered. */
    int entries() {
        return known.size();
    }

    /** Whether the player to move ({@code left}: Left) wins {@code sum}. */
    boolean wins(List<String> sum, boolean left) {
        return wins(normal(sum), left, 0);
    }

    /**
     * A winning move of the player to move in {@code sum}: the index of the component and the position it moves
     * to, or {@code null} when that player loses.
     */
    Object[] winningMove(List<String> sum, boolean left) {
        for (int i = 0; i < sum.size(); i++) {
            for (String to : game.optionsOf(sum.get(i), left)) {
                List<String> after = new ArrayList<>(sum);
                after.set(i, to);
                if (!wins(normal(after), !left, 1)) {
                    return new Object[] {i, to};
                }
            }
        }
        return null;
    }

    private boolean wins(List<String> sum, boolean left, int depth) {
        String key = (left ? "L" : "R") + String.join("\n", sum);
        Boolean k = known.get(key);
        if (k != null) {
            return k;
        }
        if (depth > MAX_DEPTH) {
            throw new ResourceLimitException("the outcome search of " + game.file().fileName() + " met a line of play"
                    + " longer than " + MAX_DEPTH + " moves; give smaller positions");
        }
        nodes++;
        games.tick();
        boolean win = false;
        for (int i = 0; i < sum.size() && !win; i++) {
            for (String to : game.optionsOf(sum.get(i), left)) {
                List<String> after = new ArrayList<>(sum);
                after.set(i, to);
                if (!wins(normal(after), !left, depth + 1)) {
                    win = true;
                    break;
                }
            }
        }
        if (known.size() >= maxEntries) {
            throw new ResourceLimitException("the outcome search of " + game.file().fileName() + " remembered "
                    + maxEntries + " sums, its limit, without deciding; give smaller positions");
        }
        games.charge(BYTES_PER_ENTRY + 2L * key.length());
        known.put(key, win);
        return win;
    }

    /** The sum sorted, without components where neither player can move. */
    private List<String> normal(List<String> sum) {
        List<String> kept = new ArrayList<>(sum.size());
        for (String c : sum) {
            if (game.optionsOf(c, true).length > 0 || game.optionsOf(c, false).length > 0) {
                kept.add(c);
            }
        }
        kept.sort(null);
        return kept;
    }
}
