package org.sprague.cli.plot;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.sprague.partizan.CanonicalGames;
import org.sprague.partizan.NotationParser;
import org.sprague.partizan.Thermograph;
import org.sprague.partizan.Thermographs;
import org.w3c.dom.Document;

/**
 * The thermograph picture of {@code {2|-1}}, worked by hand (Winning Ways ch. 6): the left wall runs from the
 * left stop 2 at t = 0 up to the mean 1/2 at the temperature 3/2, the right wall from -1 to the same point, and
 * the mast stands on (1/2, 3/2). Left is drawn to the left, so the value 2 lies left of -1.
 */
class ThermographPlotTest {
    @TempDir
    Path dir;

    private static final java.awt.Color WALL = new java.awt.Color(40, 90, 170);
    private static final java.awt.Color MAST = new java.awt.Color(200, 60, 40);

    private static Thermograph handWorked() {
        CanonicalGames games = new CanonicalGames();
        return new Thermographs(games).of(new NotationParser(games).parse("{2|-1}"));
    }

    @Test
    void wallsHaveTheHandWorkedBreakpointsAndLeftIsDrawnLeft() {
        Thermograph t = handWorked();
        assertThat(ThermographPlot.leftWall(t).toString()).isEqualTo("[(2, 0), (1/2, 3/2)]");
        assertThat(ThermographPlot.rightWall(t).toString()).isEqualTo("[(-1, 0), (1/2, 3/2)]");
        XYChart chart = ThermographPlot.chart("{2|-1}", t);
        double[] leftXs = chart.getSeriesMap().get("left wall").getXData();
        assertThat(leftXs).containsExactly(-2.0, -0.5);
        assertThat(chart.getSeriesMap().get("left wall").getYData()).containsExactly(0.0, 1.5);
        assertThat(chart.getSeriesMap().get("mast").getXData()).containsExactly(-0.5, -0.5);
        assertThat(chart.getSeriesMap().get("mast").getYData()[0]).isEqualTo(1.5);
    }

    @Test
    void pngIsAPictureWithTheMastWhereTheWallsSayIt() throws Exception {
        Path png = dir.resolve("t.png");
        ThermographPlot.write("{2|-1}", handWorked(), png.toString());
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image).isNotNull();
        assertThat(image.getWidth()).isEqualTo(720);
        // the walls' pixels span the stops 2 (leftmost) to -1 (rightmost); the mast stands at the mean 1/2, which is
        // (2 - 1/2) / (2 - (-1)) = 1/2 of the way from the left stop to the right stop
        int[] wall = bounds(image, WALL);
        int[] mast = bounds(image, MAST);
        double mastX = (mast[0] + mast[2]) / 2.0;
        double fraction = (mastX - wall[0]) / (double) (wall[2] - wall[0]);
        assertThat(fraction).isCloseTo(0.5, org.assertj.core.data.Offset.offset(0.03));
        // the walls' apex is the mast's foot, the temperature: the mast's lowest pixel is near the walls' highest
        assertThat(Math.abs(mast[3] - wall[1])).isLessThan(8);
    }

    @Test
    void svgIsAnSvgDocumentWithBothColours() throws Exception {
        Path svg = dir.resolve("t.svg");
        ThermographPlot.write("{2|-1}", handWorked(), svg.toString());
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document doc = f.newDocumentBuilder().parse(svg.toFile());
        assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
        String text = Files.readString(svg);
        assertThat(text).contains("rgb(40,90,170)").contains("rgb(200,60,40)");
    }

    @Test
    void svgIsCompactWithItsWordsAsTextAndTheHandWorkedPoints() throws Exception {
        Path svg = dir.resolve("c.svg");
        ThermographPlot.write("{2|-1}", handWorked(), svg.toString());
        String text = Files.readString(svg);
        assertThat(Files.size(svg)).isLessThan(8_000);
        assertThat(text).contains(">thermograph of {2|-1}</text>").contains(">mean 1/2, temperature 3/2</text>")
                .contains(">L 2</text>").contains(">R -1</text>").contains("Left &lt;-  -&gt; Right");
        // walls from the stops 2 and -1 (x = -2 and x = 1 on the value axis drawn with Left to the left) meet at
        // the mean 1/2 (x = -1/2): the apex is (2 - 1/2) / (2 - (-1)) = 1/2 of the way across, as in the PNG
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<polyline points=\"([-0-9., ]+)\"").matcher(text);
        assertThat(m.find()).isTrue();
        String[] left = m.group(1).split(" ");
        assertThat(m.find()).isTrue();
        String[] right = m.group(1).split(" ");
        double leftStop = Double.parseDouble(left[0].split(",")[0]);
        double rightStop = Double.parseDouble(right[0].split(",")[0]);
        double apex = Double.parseDouble(left[1].split(",")[0]);
        assertThat(left[1]).isEqualTo(right[1]);
        assertThat((apex - leftStop) / (rightStop - leftStop)).isCloseTo(0.5, org.assertj.core.data.Offset.offset(0.01));
    }

    /** minX, minY, maxX, maxY of the pixels of exactly {@code colour}. */
    private static int[] bounds(BufferedImage image, java.awt.Color colour) {
        int[] b = {Integer.MAX_VALUE, Integer.MAX_VALUE, -1, -1};
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == (colour.getRGB() & 0xFFFFFF)) {
                    b[0] = Math.min(b[0], x);
                    b[1] = Math.min(b[1], y);
                    b[2] = Math.max(b[2], x);
                    b[3] = Math.max(b[3], y);
                }
            }
        }
        assertThat(b[2]).as("pixels of " + colour).isGreaterThanOrEqualTo(0);
        return b;
    }

    @Test
    void aNumberHasAMastOnly() {
        CanonicalGames games = new CanonicalGames();
        Thermograph t = new Thermographs(games).of(new NotationParser(games).parse("3/4"));
        assertThat(ThermographPlot.leftWall(t)).isEqualTo(List.of());
        XYChart chart = ThermographPlot.chart("3/4", t);
        assertThat(chart.getSeriesMap().get("mast").getYData()[0]).isEqualTo(-0.25);
    }
}
