package org.sprague.rules;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.HashSet;
import java.util.Set;

/**
 * Reads the constant pool of a compiled class and names the calls the user's code may not make: ending the
 * process ({@code System.exit}, {@code Runtime.exit}, {@code Runtime.halt}, directly, as a method reference, or
 * looked up by reflection or method handles by name) or starting other programs ({@code Runtime.exec},
 * {@code ProcessBuilder}). Java 17 cannot stop these at run time without the deprecated security manager, so they
 * are refused before the class is loaded. A call built from strings at run time is not seen; this catches what a
 * rule or check written in good faith, or by mistake, contains.
 */
final class ClassScan {
    private ClassScan() {
    }

    /** Why the class may not run ({@code "calls System.exit"}), or {@code null} when nothing refused is found. */
    static String refusal(byte[] classFile) {
        try {
            return scan(classFile);
        } catch (IOException | RuntimeException e) {
            return "is not a class file the scanner can read (" + e.getClass().getSimpleName() + ")";
        }
    }

    private static String scan(byte[] classFile) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("no class file");
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        int[] tag = new int[count];
        String[] utf8 = new String[count];
        int[] first = new int[count];
        int[] second = new int[count];
        for (int i = 1; i < count; i++) {
            tag[i] = in.readUnsignedByte();
            switch (tag[i]) {
                case 1 -> utf8[i] = in.readUTF();
                case 3, 4 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    i++;
                }
                case 7, 8, 16, 19, 20 -> first[i] = in.readUnsignedShort();
                case 9, 10, 11, 12, 17, 18 -> {
                    first[i] = in.readUnsignedShort();
                    second[i] = in.readUnsignedShort();
                }
                case 15 -> {
                    first[i] = in.readUnsignedByte();
                    second[i] = in.readUnsignedShort();
                }
                default -> throw new IOException("constant pool tag " + tag[i]);
            }
        }
        Set<String> strings = new HashSet<>();
        boolean reflects = false;
        for (int i = 1; i < count; i++) {
            if (tag[i] == 8) {
                strings.add(utf8[first[i]]);
            }
            if (tag[i] != 10 && tag[i] != 11) {
                continue;
            }
            String owner = utf8[first[first[i]]];
            String name = utf8[first[second[i]]];
            String why = refused(owner, name);
            if (why != null) {
                return why;
            }
            reflects |= owner.equals("java/lang/Class") && name.contains("Method")
                    || owner.equals("java/lang/invoke/MethodHandles$Lookup") && name.startsWith("find");
        }
        if (reflects && (strings.contains("exit") || strings.contains("halt"))) {
            return "looks up System.exit or Runtime.halt by name";
        }
        if (reflects && strings.contains("exec")) {
            return "looks up Runtime.exec by name";
        }
        return null;
    }

    private static String refused(String owner, String name) {
        switch (owner) {
            case "java/lang/System":
                return name.equals("exit") ? "calls System.exit" : null;
            case "java/lang/Runtime":
                if (name.equals("exit") || name.equals("halt")) {
                    return "calls Runtime." + name;
                }
                return name.equals("exec") ? "starts a process (Runtime.exec)" : null;
            case "java/lang/ProcessBuilder":
                return "starts a process (ProcessBuilder)";
            default:
                return null;
        }
    }

    /** Whether a refusal is about starting a process rather than ending this one. */
    static boolean startsProcess(String refusal) {
        return refusal.contains("process") || refusal.contains("exec");
    }
}
