package org.sprague.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers the positions of a rule game 0, 1, 2, ...: a heap of an {@code int} form is its own number (tables then
 * need no lookup), other positions (long heaps, tuples, texts) get numbers in the order they are first met.
 */
abstract class PositionIds {
    /** The number of {@code position}, assigning the next one when it is new. */
    abstract int idOf(Object position);

    /** The position numbered {@code id}: an Integer, Long, int[] or String. */
    abstract Object position(int id);

    /** One more than the largest number assigned. */
    abstract int size();

    static PositionIds of(RuleForm form) {
        return switch (form) {
            case HEAP, SPLIT -> new Direct();
            case HEAP_LONG -> new Interned<Long>(p -> (Long) p);
            case TUPLE -> new Interned<Key>(p -> new Key((int[]) p));
            case TEXT -> new Interned<String>(p -> (String) p);
        };
    }

    /** Text of a position as the user writes it: {@code 7} or {@code 3,5}. */
    static String text(Object position) {
        if (position instanceof int[] t) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < t.length; i++) {
                b.append(i == 0 ? "" : ",").append(t[i]);
            }
            return b.toString();
        }
        return String.valueOf(position);
    }

    /** Heaps of an {@code int} form: the id is the heap. */
    static final class Direct extends PositionIds {
        private int size;

        @Override
        int idOf(Object position) {
            return heap((Integer) position);
        }

        /** The id of heap {@code n}, without boxing. */
        int heap(int n) {
            if (n >= size) {
                size = n + 1;
            }
            return n;
        }

        @Override
        Object position(int id) {
            return id;
        }

        @Override
        int size() {
            return size;
        }
    }

    /** A tuple with value semantics, for hashing. */
    private record Key(int[] values) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(values, k.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }
    }

    /** Positions numbered in the order they are met. */
    private static final class Interned<K> extends PositionIds {
        private final java.util.function.Function<Object, K> key;
        private final Map<K, Integer> ids = new HashMap<>();
        private final List<Object> positions = new ArrayList<>();

        Interned(java.util.function.Function<Object, K> key) {
            this.key = key;
        }

        @Override
        int idOf(Object position) {
            K k = key.apply(position);
            Integer id = ids.get(k);
            if (id == null) {
                id = positions.size();
                ids.put(k, id);
                positions.add(position instanceof int[] t ? t.clone() : position);
            }
            return id;
        }

        @Override
        Object position(int id) {
            return positions.get(id);
        }

        @Override
        int size() {
            return positions.size();
        }
    }
}
