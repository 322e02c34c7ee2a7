package org.sprague.misere;

import java.util.HashMap;
import java.util.Map;

/**
 * A monoid being tried as a misère quotient: its multiplication table ({@code mul[x][y]}, 0 the identity), its
 * P-portion ({@code p[x]}: the sums of heaps whose product is {@code x} are misère P-positions) and the image of
 * each heap ({@code phi[h]}).
 */
record TrialMonoid(int[][] mul, boolean[] p, int[] phi) {
    int order() {
        return mul.length;
    }

    /** The index i and period p of {@code g} in the monoid: the least i, p with {@code g^(i+p) = g^i}. */
    static int[] cycle(int[][] mul, int g) {
        Map<Integer, Integer> first = new HashMap<>();
        int x = 0;
        for (int i = 0; ; i++) {
            Integer seen = first.putIfAbsent(x, i);
            if (seen != null) {
                return new int[] {seen, i - seen};
            }
            x = mul[x][g];
        }
    }
}
