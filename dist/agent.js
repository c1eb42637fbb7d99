// agent/action.yml runs this file: the one bundle (dist/index.js), which reads the sub-action from this file's name.
import './index.js';
