package org.sprague.heap;

/**
 * Bash's game: remove 1 to K tokens from a heap (LeetCode 292 with K = 3, 51Nod 1066). G(n) = n mod (K+1).
 */
public final class BashRuleset extends WindowRuleset {
    /** Largest K whose rules are also stated as an octal code for the periodicity theorem. */
    private static final int LONGEST_CODE = 4096;

    private final int k;

    public BashRuleset(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("K must be at least 1");
        }
        this.k = k;
    }

    public int max() {
        return k;
    }

    @Override
    public String name() {
        return "bash " + k;
    }

    @Override
    public String rules() {
        return "remove 1 to " + k + " tokens from a heap";
    }

    @Override
    public int lowestOption(int n) {
        return Math.max(0, n - k);
    }

    @Override
    protected int valueBound(int n) {
        return Math.min(n, k) + 1;
    }

    @Override
    public OctalCode asCode() {
        if (k > LONGEST_CODE) {
            return null;
        }
        int[] set = new int[k];
        for (int i = 0; i < k; i++) {
            set[i] = i + 1;
        }
        return OctalCode.ofSubtraction(set);
    }

    @Override
    public ClosedForm closedForm() {
        return ClosedForms.bash(k);
    }
}
