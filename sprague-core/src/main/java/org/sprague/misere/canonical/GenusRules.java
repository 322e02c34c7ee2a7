package org.sprague.misere.canonical;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Computes genus sequences: gamma_n is the misère nim value of G + *2 + ... + *2 (n copies of *2). Its options are
 * G' + n*2 (value gamma_n(G')), G + (n-1)*2 (value gamma_(n-1)) and G + (n-1)*2 + *1, whose misère value is
 * gamma_(n-1) xor 1 (adding *1 flips the last bit of a misère nim value, by induction on options), so gamma_n is the
 * mex of those, and gamma_0 of 0 is 1 (Conway ONAG ch. 12). The sequence is eventually periodic with period 2; it
 * is kept up to where it is.
 */
final class GenusRules {
    /** How far past the options' periodic parts a sequence is computed before it is trimmed. */
    private static final int MARGIN = 4;

    private final MisereForms forms;
    private final Map<Integer, int[]> sequences = new HashMap<>();
    private final Map<Integer, Genus> genera = new HashMap<>();

    GenusRules(MisereForms forms) {
        this.forms = forms;
    }

    Genus of(int g) {
        Genus known = genera.get(g);
        if (known == null) {
            known = new Genus(forms.normalValue(g), forms.misereValue(g), forms.phylum(g), sequence(g));
            genera.put(g, known);
        }
        return known;
    }

    /**
     * The genus sequence, trimmed: element i for i at or past the length repeats the last two with period 2.
     */
    int[] sequence(int g) {
        int[] known = sequences.get(g);
        if (known != null) {
            return known;
        }
        int[] opts = forms.optionSet(g);
        int[][] optionSequences = new int[opts.length][];
        int length = 3;
        for (int i = 0; i < opts.length; i++) {
            optionSequences[i] = sequence(opts[i]);
            length = Math.max(length, optionSequences[i].length + MARGIN);
        }
        int[] gamma = new int[length];
        boolean[] seen = new boolean[opts.length + 3];
        for (int n = 0; n < length; n++) {
            Arrays.fill(seen, false);
            if (n > 0) {
                mark(seen, gamma[n - 1]);
                mark(seen, gamma[n - 1] ^ 1);
            }
            for (int[] s : optionSequences) {
                mark(seen, at(s, n));
            }
            int m = 0;
            while (m < seen.length && seen[m]) {
                m++;
            }
            gamma[n] = n == 0 && opts.length == 0 ? 1 : m;
        }
        int trimmed = length;
        while (trimmed > 2 && gamma[trimmed - 1] == gamma[trimmed - 3]) {
            trimmed--;
        }
        int[] result = Arrays.copyOf(gamma, trimmed);
        sequences.put(g, result);
        return result;
    }

    private static void mark(boolean[] seen, int v) {
        if (v < seen.length) {
            seen[v] = true;
        }
    }

    /**
     * Element n of a trimmed genus sequence.
     *
     * @param s a trimmed sequence (length at least 2)
     * @param n the index
     * @return gamma_n
     */
    static int at(int[] s, int n) {
        if (n < s.length) {
            return s[n];
        }
        int last = s.length - 1;
        return ((n - last) & 1) == 0 ? s[last] : s[last - 1];
    }
}
