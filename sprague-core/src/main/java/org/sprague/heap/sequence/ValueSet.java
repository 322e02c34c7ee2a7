package org.sprague.heap.sequence;

import java.util.Arrays;

/** The distinct values seen so far, in order of first appearance, for marking them all at once. */
final class ValueSet {
    private boolean[] in = new boolean[256];
    private int[] list = new int[16];
    private int size;

    void clear() {
        Arrays.fill(in, false);
        size = 0;
    }

    void add(int v) {
        if (v >= in.length) {
            in = Arrays.copyOf(in, Math.max(v + 1, in.length * 2));
        }
        if (!in[v]) {
            in[v] = true;
            if (size == list.length) {
                list = Arrays.copyOf(list, size * 2);
            }
            list[size++] = v;
        }
    }

    /** Stamps every value of the set into {@code marks}, which must be long enough for them. */
    void markAll(int[] marks, int stamp) {
        for (int i = 0; i < size; i++) {
            marks[list[i]] = stamp;
        }
    }

    int size() {
        return size;
    }

    int get(int i) {
        return list[i];
    }
}
