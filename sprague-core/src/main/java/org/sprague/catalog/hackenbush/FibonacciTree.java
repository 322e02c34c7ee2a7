package org.sprague.catalog.hackenbush;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The Fibonacci trees of LeetCode 2005: {@code order(1)} is one node, {@code order(n)} has left subtree
 * {@code order(n-2)} and right subtree {@code order(n-1)} ({@code order(0)} is empty). Removing a node with its
 * subtree, where whoever must remove the root loses, is Green Hackenbush on the tree with the root as ground, so
 * by the colon principle {@code G(n) = (G(n-2)+1) XOR (G(n-1)+1)}, with {@code G(1) = 0}, {@code G(2) = 1}.
 *
 * <p>Closed form, with {@code n = 6m + r}, {@code 1 <= r <= 6}: {@code G = 0} for {@code r = 1}, {@code 4m+1} for
 * {@code r = 2}, {@code 4m+3} for {@code r = 3, 5, 6}, and {@code 2^(t+1) - 2} for {@code r = 4}, where
 * {@code 2^t} is the largest power of 2 dividing {@code 4(m+1)}. Proof by induction on {@code m}: with
 * {@code y = 4(m+1)}, {@code G(6m+3) = 1 XOR (4m+2) = y-1}; {@code G(6m+4) = (y-2) XOR y = 2^(t+1) - 2} and
 * {@code G(6m+4) + 1 = (y-1) XOR y}; then {@code G(6m+5) = y XOR ((y-1) XOR y) = y-1},
 * {@code G(6m+6) = ((y-1) XOR y) XOR y = y-1}, {@code G(6m+7) = y XOR y = 0} and {@code G(6m+8) = 1 XOR y = 4(m+1)+1}.
 * So the first player loses exactly when {@code n mod 6 = 1}, for {@code n} of any size.
 */
public final class FibonacciTree {
    private static final BigInteger SIX = BigInteger.valueOf(6);

    private FibonacciTree() {
    }

    /** {@code G(n)} for {@code n >= 1}. */
    public static BigInteger value(BigInteger n) {
        if (n.signum() <= 0) {
            throw new IllegalArgumentException("Fibonacci trees start at order 1, got " + n);
        }
        BigInteger[] qr = n.subtract(BigInteger.ONE).divideAndRemainder(SIX);
        BigInteger m4 = qr[0].shiftLeft(2);
        int r = qr[1].intValue() + 1;
        switch (r) {
            case 1:
                return BigInteger.ZERO;
            case 2:
                return m4.add(BigInteger.ONE);
            case 4:
                int t = m4.add(BigInteger.valueOf(4)).getLowestSetBit();
                return BigInteger.ONE.shiftLeft(t + 1).subtract(BigInteger.TWO);
            default:
                return m4.add(BigInteger.valueOf(3));
        }
    }

    /** The number of nodes of {@code order(n)}, for {@code 0 <= n <= 80}. */
    public static long size(int n) {
        long a = 0;
        long b = 1;
        if (n == 0) {
            return 0;
        }
        for (int i = 2; i <= n; i++) {
            long c = a + b + 1;
            a = b;
            b = c;
        }
        return b;
    }

    /**
     * {@code order(n)} built explicitly as a Hackenbush graph: node 0 (the root) is the ground, each other node
     * hangs from its parent by one edge labelled with its path from the root ({@code L}, {@code R} steps); edges in
     * preorder, left before right.
     */
    public static RootedGraph explicit(int n) {
        List<Integer> parents = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        // preorder: node ids in visiting order; edge i joins node i+1 to its parent
        List<Object[]> stack = new ArrayList<>();
        stack.add(new Object[] {n, -1, ""});
        int id = 0;
        while (!stack.isEmpty()) {
            Object[] top = stack.remove(stack.size() - 1);
            int k = (Integer) top[0];
            int parent = (Integer) top[1];
            String path = (String) top[2];
            int me = id++;
            if (parent >= 0) {
                parents.add(parent);
                labels.add(path);
            }
            if (k - 1 >= 1) {
                stack.add(new Object[] {k - 1, me, path + "R"});
            }
            if (k - 2 >= 1) {
                stack.add(new Object[] {k - 2, me, path + "L"});
            }
        }
        int[] from = new int[parents.size()];
        int[] to = new int[parents.size()];
        for (int e = 0; e < from.length; e++) {
            from[e] = parents.get(e);
            to[e] = e + 1;
        }
        return new RootedGraph(id, from, to, labels);
    }
}
