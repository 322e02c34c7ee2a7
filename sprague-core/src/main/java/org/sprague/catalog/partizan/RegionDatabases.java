package org.sprague.catalog.partizan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.sprague.BadInputException;
import org.sprague.domineering.DomineeringRegionDatabase;

/**
 * The region database a run names, read once: a run of many cases ({@code solve --cases}) or many boards with
 * one {@code --regions FILE} reads the file again only when it changed.
 */
final class RegionDatabases {
    /** The build command's option for its output file, as the advice names it. */
    private static final String OUT_OPTION = "--out";

    private static Path lastPath;
    private static FileTime lastModified;
    private static DomineeringRegionDatabase last;

    private RegionDatabases() {
    }

    /** The database in {@code file}; bad input (exit 2) when it cannot be read or is not a valid one. */
    static synchronized DomineeringRegionDatabase load(String name) {
        Path file;
        try {
            file = Path.of(name);
        } catch (InvalidPathException e) {
            throw new BadInputException(DomineeringCatalogGame.REGIONS.name() + " " + name + " is not a file name (" + e.getMessage() + ")");
        }
        FileTime modified = modified(file);
        if (last != null && file.equals(lastPath) && modified != null && modified.equals(lastModified)) {
            return last;
        }
        DomineeringRegionDatabase read;
        try {
            read = DomineeringRegionDatabase.read(file);
        } catch (DomineeringRegionDatabase.Unreadable e) {
            String build = " sprague build domineering-regions " + OUT_OPTION + " " + file;
            throw new BadInputException(e.getMessage() + (e.missing() ? "; build one:" + build
                    : e.corrupt() ? "; rebuild it:" + build
                    : "; give a file that sprague build domineering-regions wrote"));
        }
        lastPath = file;
        lastModified = modified;
        last = read;
        return read;
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return null;
        }
    }
}
