package org.sprague.misere.canonical;

/**
 * Conway's genus of an impartial game, g^(gamma_0 gamma_1 gamma_2 ...) (ONAG ch. 12; Siegel, Combinatorial Game
 * Theory, V.3): g is the normal-play nim value G+ and gamma_n the misère nim value of G + *2 + ... + *2 (n copies of
 * *2), a sequence that is eventually periodic with period 2.
 *
 * <p>Printed as CGSuite prints it: a nim heap by its value alone ({@code 2}); a tame or restive game (whose sequence
 * continues as the theory says it must) as {@code g^gamma_0} ({@code 0^0}, {@code 1^2}); any other game as g and
 * gamma_0 ... gamma_k with k the least index (at least 1) after which the sequence repeats its last two digits
 * ({@code 2^1420}: 1, 4, 2, 0, 2, 0, ...). Superscripts of 10 or more are written in parentheses separated by
 * commas ({@code 0^(12,0)}).
 */
public final class Genus {
    private final int normalValue;
    private final int misereValue;
    private final Phylum phylum;
    private final int[] sequence;

    Genus(int normalValue, int misereValue, Phylum phylum, int[] sequence) {
        this.normalValue = normalValue;
        this.misereValue = misereValue;
        this.phylum = phylum;
        this.sequence = sequence;
    }

    /**
     * The normal-play nim value, the base of the genus.
     *
     * @return G+
     */
    public int normalValue() {
        return normalValue;
    }

    /**
     * gamma_n, the misère nim value of G plus n copies of *2.
     *
     * @param n the number of copies of *2, nonnegative
     * @return gamma_n (gamma_0 is the misère nim value of G)
     */
    public int gamma(int n) {
        return GenusRules.at(sequence, n);
    }

    /**
     * The superscripts that CGSuite prints.
     *
     * @return none for a nim heap; gamma_0 for a tame or restive game; else gamma_0 ... gamma_k
     */
    public int[] superscripts() {
        if (phylum == Phylum.NIM_HEAP) {
            return new int[0];
        }
        if (phylum.isRestiveOrTame()) {
            return new int[] {misereValue};
        }
        return sequence.clone();
    }

    @Override
    public String toString() {
        int[] sup = superscripts();
        StringBuilder s = new StringBuilder().append(normalValue);
        if (sup.length == 0) {
            return s.toString();
        }
        s.append('^');
        boolean big = false;
        for (int v : sup) {
            big |= v >= 10;
        }
        if (big) {
            s.append('(');
        }
        for (int i = 0; i < sup.length; i++) {
            if (big && i > 0) {
                s.append(',');
            }
            s.append(sup[i]);
        }
        return big ? s.append(')').toString() : s.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Genus g && g.toString().equals(toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }
}
