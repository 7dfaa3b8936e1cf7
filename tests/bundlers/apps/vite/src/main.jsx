// A React 19 app that imports one widget, as the README shows.
import { createRoot } from "react-dom/client";
import { Calculator } from "./calculator.jsx";

createRoot(document.getElementById("root")).render(<Calculator />);
