package org.sprague.survey;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.sprague.BadInputException;

/**
 * The results directory that makes a survey resumable: one small file per finished code and bound, written
 * whole (to a temporary name, then renamed), so a run stopped at any moment leaves only finished codes, and a
 * new run skips them.
 */
public final class SurveyResults {
    private static final String SUFFIX = ".row";

    private SurveyResults() {
    }

    /** The file that holds the row of {@code code} for G(0..upto). */
    public static Path file(Path dir, String code, int upto) {
        return dir.resolve(code + "-" + upto + SUFFIX);
    }

    /** The finished rows of {@code codes} for bound {@code upto}, by code; codes not yet finished are absent. */
    public static Map<String, SurveyRow> load(Path dir, List<String> codes, int upto) {
        Map<String, SurveyRow> rows = new HashMap<>();
        if (dir == null || !Files.isDirectory(dir)) {
            return rows;
        }
        for (String code : codes) {
            Path f = file(dir, code, upto);
            if (Files.isRegularFile(f)) {
                try {
                    SurveyRow row = SurveyRow.parse(Files.readString(f, StandardCharsets.UTF_8), f.toString());
                    if (!row.code().equals(code) || row.upto() != upto) {
                        throw new BadInputException("survey result " + f + " holds code " + row.code() + " to "
                                + row.upto() + "; delete it to compute " + code + " again");
                    }
                    rows.put(code, row);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return rows;
    }

    /** Writes one finished row (atomically where the file system allows). */
    public static void save(Path dir, SurveyRow row) {
        try {
            Files.createDirectories(dir);
            Path target = file(dir, row.code(), row.upto());
            Path tmp = Files.createTempFile(dir, ".part-", SUFFIX);
            Files.writeString(tmp, row.line() + "\n", StandardCharsets.UTF_8);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write survey result to " + dir + ": " + e.getMessage(), e);
        }
    }
}
