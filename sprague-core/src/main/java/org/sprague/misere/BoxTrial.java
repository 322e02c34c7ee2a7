package org.sprague.misere;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.sprague.heap.HeapRuleset;

/**
 * A trial quotient for heap {@code n} that lets the old quotient split: the free commutative monoid on a chosen set
 * of heaps (each cut by {@code g^(i+p) = g^i}, a "box" of exponent vectors), every other heap sent to a word in the
 * chosen heaps below it that has its element in the old quotient. Its P-portion is computed exactly over the box
 * from the rules (every option of a vector is smaller in the order that counts the largest heap first), and the box
 * is then divided by misère indistinguishability. This is the "large unreduced bipartite monoid, then reduced"
 * approach that Siegel describes for early versions of MisereSolver (Plambeck and Siegel, "Misère quotients for
 * impartial games", JCTA 115 (2008) 593-622): when the chosen heaps include every heap whose old relation fails
 * and the cuts hold, the result is the misère quotient; the caller proves it with the closure check in any case.
 */
final class BoxTrial {
    /** Where the trial spends its steps (the builder's work count and deadline). */
    interface Work {
        void spend(long steps);
    }

    /** A reduced trial: multiplication table (0 the identity), P-portion, heap images. */
    record Reduced(int[][] mul, boolean[] p, int[] phi) {
    }

    private final HeapRuleset rules;
    private final int[] chosen;
    private final int[] index;
    private final int[] period;
    private final int[] radix;
    private final int[] weight;
    private final Work work;

    private BoxTrial(HeapRuleset rules, int[] chosen, int[] index, int[] period, Work work) {
        this.rules = rules;
        this.chosen = chosen;
        this.index = index;
        this.period = period;
        this.radix = new int[chosen.length];
        this.weight = new int[chosen.length];
        int w = 1;
        for (int j = 0; j < chosen.length; j++) {
            radix[j] = index[j] + period[j];
            weight[j] = w;
            w *= radix[j];
        }
        this.work = work;
    }

    /**
     * The box size for {@code count} chosen heaps, or -1 past {@code limit}.
     *
     * @param count the number of chosen heaps
     * @param index the index of each chosen heap's cut
     * @param period the period of each chosen heap's cut
     * @param limit the largest size allowed
     * @return the size, or -1
     */
    static long size(int count, int[] index, int[] period, long limit) {
        long s = 1;
        for (int j = 0; j < count; j++) {
            s *= index[j] + period[j];
            if (s > limit) {
                return -1;
            }
        }
        return s;
    }

    /**
     * Builds and reduces the trial.
     *
     * @param rules the heap game
     * @param oldMul the quotient of heaps up to {@code n - 1}: its table
     * @param oldPhi its heap images, heaps 0 to {@code n - 1}
     * @param n the new heap
     * @param chosen the heaps that get a coordinate of their own, ascending, {@code n} last; each has a move
     * @param index the index of each chosen heap's cut, in the order of {@code chosen}
     * @param period the period of each chosen heap's cut
     * @param orderLimit the largest reduced order kept
     * @param work charged as the trial goes
     * @return the reduced trial, or null when a heap has no word in the chosen heaps or the order passes the limit
     */
    static Reduced build(HeapRuleset rules, int[][] oldMul, int[] oldPhi, int n, int[] chosen, int[] index, int[] period,
            int orderLimit, Work work) {
        return new BoxTrial(rules, chosen, index, period, work).run(oldMul, oldPhi, n, orderLimit);
    }

    /**
     * Whether heap {@code h}, one of {@code chosen}, is told apart from its word in the old quotient by the box
     * trial with these coordinates: then its old relation does not hold once heap {@code n} is added.
     *
     * @param rules the heap game
     * @param oldMul the quotient of heaps up to {@code n - 1}: its table
     * @param oldPhi its heap images
     * @param n the new heap
     * @param chosen the coordinates, ascending, {@code h} and {@code n} among them
     * @param h the heap tested
     * @param index the index of each chosen heap's cut, in the order of {@code chosen}
     * @param period the period of each chosen heap's cut
     * @param work charged as the trial goes
     * @return true when the reduced box tells heap {@code h} apart from its word
     */
    static boolean splits(HeapRuleset rules, int[][] oldMul, int[] oldPhi, int n, int[] chosen, int h, int[] index,
            int[] period, Work work) {
        int at0 = Arrays.binarySearch(chosen, h);
        int[] without = Arrays.stream(chosen).filter(x -> x != h).toArray();
        int[] indexWithout = dropAt(index, at0);
        int[] periodWithout = dropAt(period, at0);
        BoxTrial trial = new BoxTrial(rules, chosen, index, period, work);
        int[] vec = trial.vectors(oldMul, oldPhi, n);
        // h's word in the other coordinates, found by the trial without h, moved into this box's coordinates.
        BoxTrial other = new BoxTrial(rules, without, indexWithout, periodWithout, work);
        int[] wordVec = other.vectors(oldMul, oldPhi, n);
        if (vec == null || wordVec == null) {
            return false;
        }
        int word = 0;
        for (int j = 0; j < without.length; j++) {
            int d = other.digit(wordVec[h], j);
            int at = Arrays.binarySearch(chosen, without[j]);
            word += d * trial.weight[at];
        }
        char[] cls = trial.classes(vec);
        return cls != null && cls[vec[h]] != cls[word];
    }

    private static int[] dropAt(int[] a, int at) {
        int[] r = new int[a.length - 1];
        System.arraycopy(a, 0, r, 0, at);
        System.arraycopy(a, at + 1, r, at, a.length - at - 1);
        return r;
    }

    private int digit(int x, int j) {
        return x / weight[j] % radix[j];
    }

    private int add(int x, int y) {
        int r = 0;
        for (int j = 0; j < weight.length; j++) {
            int s = digit(x, j) + digit(y, j);
            if (s >= radix[j]) {
                s = index[j] + (s - index[j]) % period[j];
            }
            r += s * weight[j];
        }
        return r;
    }

    private Reduced run(int[][] oldMul, int[] oldPhi, int n, int orderLimit) {
        int k = chosen.length;
        int size = weight[k - 1] * radix[k - 1];
        int[] vec = vectors(oldMul, oldPhi, n);
        if (vec == null) {
            return null;
        }
        char[] cls = classes(vec);
        if (cls == null) {
            return null;
        }
        int classes = 0;
        for (int c : cls) {
            classes = Math.max(classes, c + 1);
        }
        if (classes > orderLimit) {
            return null;
        }
        int[] rep = new int[classes];
        Arrays.fill(rep, -1);
        for (int x = 0; x < size; x++) {
            if (rep[cls[x]] < 0) {
                rep[cls[x]] = x;
            }
        }
        work.spend((long) classes * classes * k);
        int[][] mul = new int[classes][classes];
        boolean[] pc = new boolean[classes];
        for (int a = 0; a < classes; a++) {
            pc[a] = pPortion[rep[a]];
            for (int b = 0; b < classes; b++) {
                mul[a][b] = cls[add(rep[a], rep[b])];
            }
        }
        int[] phi = new int[n + 1];
        for (int h = 0; h <= n; h++) {
            phi[h] = cls[vec[h]];
        }
        return new Reduced(mul, pc, phi);
    }

    private boolean[] pPortion;

    /** {@code wrap[j][s]}: digit {@code s} (below twice the radix) of coordinate j brought back inside its cut. */
    private int[][] wrapTable() {
        int k = chosen.length;
        int[][] wrap = new int[k][];
        for (int j = 0; j < k; j++) {
            wrap[j] = new int[2 * radix[j]];
            for (int s = 0; s < wrap[j].length; s++) {
                wrap[j][s] = s < radix[j] ? s : index[j] + (s - index[j]) % period[j];
            }
        }
        return wrap;
    }

    /**
     * The box's P-portion (kept in {@link #pPortion}) and its indistinguishability classes, the identity's 0; null past
     * 65536 classes.
     */
    private char[] classes(int[] vec) {
        int k = chosen.length;
        int size = weight[k - 1] * radix[k - 1];
        // Each chosen heap's options as vectors, kept as their nonzero coordinates and digits.
        int[][][] optCoords = new int[k][][];
        int[][][] optDigits = new int[k][][];
        long optCount = 0;
        for (int j = 0; j < k; j++) {
            Set<Integer> set = new LinkedHashSet<>();
            rules.forEachOption(chosen[j], (a, b, c) -> set.add(add(add(vec[a], vec[b]), vec[c])));
            optCoords[j] = new int[set.size()][];
            optDigits[j] = new int[set.size()][];
            int o = 0;
            for (int v : set) {
                optCoords[j][o] = IntStream.range(0, k).filter(i -> digit(v, i) > 0).toArray();
                optDigits[j][o] = Arrays.stream(optCoords[j][o]).map(i -> digit(v, i)).toArray();
                o++;
            }
            optCount += set.size();
        }
        work.spend((long) size * (optCount + k) * k);
        int[][] wrap = wrapTable();
        // Exact P-portion over the box: an option of x lowers x's digit of the heap moved in and changes only lower
        // digits, so it comes earlier in numeric order. The digits of x are kept as an odometer.
        boolean[] p = new boolean[size];
        int[] d = new int[k];
        for (int x = 1; x < size; x++) {
            for (int j = 0; ++d[j] == radix[j]; j++) {
                d[j] = 0;
            }
            p[x] = noOptionInP(p, x, d, optCoords, optDigits, wrap);
        }
        pPortion = p;
        return refine(p, size, wrap);
    }

    /** Whether vector x (digits {@code d}, restored on return) has a move and no option in {@code p}. */
    private boolean noOptionInP(boolean[] p, int x, int[] d, int[][][] optCoords, int[][][] optDigits, int[][] wrap) {
        for (int j = 0; j < d.length; j++) {
            if (d[j] == 0) {
                continue;
            }
            d[j]--;
            int base = x - weight[j];
            boolean found = false;
            for (int o = 0; o < optCoords[j].length && !found; o++) {
                int y = base;
                int[] cs = optCoords[j][o];
                int[] ds = optDigits[j][o];
                for (int i = 0; i < cs.length; i++) {
                    int c = cs[i];
                    y += (wrap[c][d[c] + ds[i]] - d[c]) * weight[c];
                }
                found = p[y];
            }
            d[j]++;
            if (found) {
                return false;
            }
        }
        return true;
    }

    /**
     * Each heap's vector: a chosen heap its own unit, a heap with no move the identity, any other heap a word in the
     * chosen heaps below it with the same element of the old quotient; null if some heap has none.
     */
    private int[] vectors(int[][] oldMul, int[] oldPhi, int n) {
        int[] vec = new int[n + 1];
        Map<Integer, Integer> codeOf = new HashMap<>();
        codeOf.put(0, 0);
        int next = 0;
        int[] gensSoFar = new int[0];
        for (int h = 1; h <= n; h++) {
            boolean[] move = {false};
            rules.forEachOption(h, (a, b, c) -> move[0] = true);
            if (next < chosen.length && chosen[next] == h) {
                vec[h] = weight[next];
                if (h < n) {
                    gensSoFar = Arrays.copyOf(gensSoFar, gensSoFar.length + 1);
                    gensSoFar[gensSoFar.length - 1] = next;
                    // Close the reached elements of the old quotient under the chosen heaps so far.
                    ArrayDeque<Integer> queue = new ArrayDeque<>(codeOf.keySet());
                    while (!queue.isEmpty()) {
                        int e = queue.poll();
                        for (int j : gensSoFar) {
                            int f = oldMul[e][oldPhi[chosen[j]]];
                            if (!codeOf.containsKey(f)) {
                                codeOf.put(f, add(codeOf.get(e), weight[j]));
                                queue.add(f);
                            }
                        }
                    }
                    work.spend((long) codeOf.size() * gensSoFar.length);
                }
                next++;
            } else if (!move[0]) {
                vec[h] = 0;
            } else {
                Integer code = codeOf.get(oldPhi[h]);
                if (code == null) {
                    return null;
                }
                vec[h] = code;
            }
        }
        return vec;
    }

    /**
     * Moore's partition refinement: same P-membership, and same classes after adding each chosen heap. Each round
     * gives every vector the signature (its class, its successors' classes) and numbers the distinct signatures in
     * an open-addressing table; classes are kept as chars (two bytes a vector), so that boxes of hundreds of millions
     * of vectors fit in memory. Null past 65536 classes.
     */
    private char[] refine(boolean[] p, int size, int[][] wrap) {
        int k = chosen.length;
        char[] cls = new char[size];
        for (int x = 0; x < size; x++) {
            cls[x] = (char) (p[x] ? 1 : 0);
        }
        int classes = -1;
        int[] d = new int[k];
        int[] sig = new int[k + 1];
        while (true) {
            work.spend((long) size * (k + 1));
            SignatureTable table = new SignatureTable(k + 1);
            char[] next = new char[size];
            Arrays.fill(d, 0);
            for (int x = 0; x < size; x++) {
                if (x > 0) {
                    for (int j = 0; ++d[j] == radix[j]; j++) {
                        d[j] = 0;
                    }
                }
                sig[0] = cls[x];
                for (int j = 0; j < k; j++) {
                    sig[j + 1] = cls[x + (wrap[j][d[j] + 1] - d[j]) * weight[j]];
                }
                int number = table.number(sig);
                if (number > Character.MAX_VALUE) {
                    return null; // more classes than any order limit
                }
                next[x] = (char) number;
            }
            cls = next;
            if (table.count() == classes) {
                return cls;
            }
            classes = table.count();
        }
    }
}
