export { graphicsDesign } from "../../categories/graphics-design.ts"; // TEMP-STUB
