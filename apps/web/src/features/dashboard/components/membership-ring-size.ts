/** The ring's width and height in px: the chart and the box that holds its place while it loads. */
export const RING_SIZE = 140;
