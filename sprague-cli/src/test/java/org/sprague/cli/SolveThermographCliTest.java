package org.sprague.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solve GAME --thermograph FILE}. Oracles worked by hand: the 2x2 Domineering board is {@code +-1} (Left's
 * vertical domino leaves one more vertical move, 1; Right's horizontal one leaves one more horizontal move, -1),
 * whose thermograph has stops 1 and -1 and its mast at mean 0 from temperature 1 (Winning Ways, ch. 6); one blue
 * Hackenbush edge is the number 1, a bare mast.
 */
class SolveThermographCliTest {
    @TempDir
    Path dir;

    @Test
    void svgOfAValuedPositionCarriesItsHandWorkedMeanAndTemperature() throws Exception {
        Path svg = dir.resolve("t.svg");
        CliRun r = CliRun.of("solve", "domineering", "--thermograph", svg.toString(), "..", "..");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("+-1");
        String picture = Files.readString(svg);
        // the walls' markers span the stops 1 and -1; the mast stands halfway (mean 0) on the walls' apex
        List<double[]> wall = markers(picture, "40,90,170");
        List<double[]> mast = markers(picture, "200,60,40");
        double left = wall.stream().mapToDouble(p -> p[0]).min().orElseThrow();
        double right = wall.stream().mapToDouble(p -> p[0]).max().orElseThrow();
        double apex = wall.stream().mapToDouble(p -> p[1]).min().orElseThrow();
        assertThat(wall).hasSize(4);
        assertThat(mast.get(0)[0]).isCloseTo((left + right) / 2, within(0.5));
        assertThat(mast.stream().mapToDouble(p -> p[1]).max().orElseThrow()).isCloseTo(apex, within(0.5));
    }

    /** The centres of the circle markers of one colour in an SVG picture. */
    private static List<double[]> markers(String svg, String rgb) {
        Matcher m = Pattern.compile("<ellipse cx=\"([0-9.]+)\" cy=\"([0-9.]+)\"[^>]*fill:rgb\\(" + rgb + "\\)")
                .matcher(svg);
        List<double[]> found = new ArrayList<>();
        while (m.find()) {
            found.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
        }
        return found;
    }

    @Test
    void pngOfANumberIsAPicture() throws Exception {
        Path png = dir.resolve("n.png");
        CliRun r = CliRun.of("solve", "blue-red-hackenbush", "--thermograph", png.toString(), "0-1:b", "--json");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(ImageIO.read(png.toFile())).isNotNull();
        assertThat(r.out()).contains("\"canonical\":\"1\"");
    }

    @Test
    void anAnswerFoundBySearchHasNoThermograph() {
        Path svg = dir.resolve("s.svg");
        CliRun r = CliRun.of("solve", "domineering", "--method", "search", "--thermograph", svg.toString(), "..",
                "..");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: --thermograph").contains("search").hasLineCount(1);
        assertThat(svg).doesNotExist();
    }

    @Test
    void impartialGamesAndBadNamesAreRefusedInOneLine() {
        CliRun nim = CliRun.of("solve", "nim", "--thermograph", dir.resolve("x.png").toString(), "3");
        assertThat(nim.exitCode()).isEqualTo(2);
        assertThat(nim.err()).startsWith("error: ").hasLineCount(1);
        CliRun pdf = CliRun.of("solve", "domineering", "--thermograph", "x.pdf", "..");
        assertThat(pdf.exitCode()).isEqualTo(2);
        assertThat(pdf.err()).contains(".png or .svg").hasLineCount(1);
    }
}
