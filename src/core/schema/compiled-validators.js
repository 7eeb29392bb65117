// GENERATED FILE: do not edit. Regenerate with `npm run build:schemas` (`npm run build` does it first);
// CI (.ci/run) and test/core/schema fail when this file is not current.
// Made by scripts/compile-schemas.mjs with ajv 8.20.0 (standalone code, options {"allErrors":true,"strict":true,"strictRequired":false,"messages":false}) from:
//   config/plan-frontmatter.schema.json
//   config/intent-teams.schema.json
/* eslint-disable */
"use strict";
// ajv/dist/runtime/ucs2length (ajv 8, MIT licence), inlined
const ajvRuntime_ucs2length = function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
};
export const planFrontmatter = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://github.com/legion-router/legion-router/config/plan-frontmatter.schema.json","title":"Legion plan frontmatter (as read by legion-router)","description":"The YAML frontmatter of .planning/phases/NN-slug/NN-PP-PLAN.md. Follows Legion's plan-frontmatter schema; the older integer plan number is accepted (noted once per route), other legacy forms Legion still ships (`agent`, flat artifact lists) are reported as warnings, and `task_types` is a legion-router extension.","type":"object","required":["phase","plan","wave"],"if":{"properties":{"autonomous":{"const":true}},"required":["autonomous"]},"then":{},"else":{"required":["agents"]},"additionalProperties":false,"properties":{"phase":{"oneOf":[{"type":"integer","minimum":1},{"type":"string","pattern":"^\\d{2}-[a-z0-9-]+$"}]},"plan":{"description":"NN-PP; up to 4 digits each for phases with more than 99 plans (Legion's schema: 2). The older form, Legion's plans before the schema, numbers the plan within its phase: an integer (`plan: 01`) or a digit string; it is accepted (one info per route, I016) and the id is read from the file name.","oneOf":[{"type":"string","pattern":"^\\d{2,4}-\\d{2,4}$"},{"type":"integer","minimum":0},{"type":"string","pattern":"^\\d{1,4}$"}]},"wave":{"type":"integer","minimum":0},"agents":{"type":"array","items":{"type":"string"},"minItems":1},"autonomous":{"type":"boolean"},"depends_on":{"type":"array","items":{"type":"string","pattern":"^\\d{2,4}-\\d{2,4}$"}},"files_modified":{"type":"array","items":{"type":"string"}},"files_forbidden":{"type":"array","items":{"type":"string"}},"sequential_files":{"type":"array","items":{"type":"string"}},"requirements":{"type":"array","items":{"type":"string"}},"requirement":{"type":"string"},"user_setup":{"type":"array","items":{"type":"object","properties":{"task":{"type":"string"},"options":{"type":"array","items":{"type":"string"}}}}},"tasks":{"type":"integer"},"expected_artifacts":{"type":"array","items":{"type":"object","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string"},"provides":{"type":"string"},"required":{"type":"boolean"}}}},"verification_commands":{"type":"array","items":{"type":"string"}},"must_haves":{"type":"object","additionalProperties":false,"properties":{"truths":{"type":"array","items":{"type":"string"}},"artifacts":{"type":"array","items":{"oneOf":[{"type":"string"},{"type":"object","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string"},"provides":{"type":"string"},"min_lines":{"type":"integer"},"min_tests":{"type":"integer"},"contains":{"oneOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]}}}]}},"key_links":{"type":"array","items":{"oneOf":[{"type":"string"},{"type":"object","required":["from"],"additionalProperties":false,"properties":{"from":{"type":"string"},"to":{"type":"string"},"via":{"type":"string"},"pattern":{"type":"string"}}}]}}}},"type":{"type":"string"},"title":{"type":"string"},"recommendation":{"type":"object"},"task_types":{"type":"array","items":{"type":"string"},"description":"legion-router extension: task types of this plan, used by include/exclude_task_types filters."}}};
const func2 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^\\d{2}-[a-z0-9-]+$", "u");
const pattern1 = new RegExp("^\\d{2,4}-\\d{2,4}$", "u");
const pattern2 = new RegExp("^\\d{1,4}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://github.com/legion-router/legion-router/config/plan-frontmatter.schema.json" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.autonomous === undefined) && (missing0 = "autonomous")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.autonomous !== undefined){
if(true !== data.autonomous){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agents === undefined){
const err2 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "agents"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.phase === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phase"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.plan === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.wave === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "wave"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.phase !== undefined){
let data1 = data.phase;
const _errs7 = errors;
let valid3 = false;
let passing0 = null;
const _errs8 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/oneOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs8 === errors;
if(_valid1){
valid3 = true;
passing0 = 0;
}
const _errs10 = errors;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^\\d{2}-[a-z0-9-]+$"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/oneOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs10 === errors;
if(_valid1 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err12 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.plan !== undefined){
let data2 = data.plan;
const _errs13 = errors;
let valid4 = false;
let passing1 = null;
const _errs14 = errors;
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err13 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^\\d{2,4}-\\d{2,4}$"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs14 === errors;
if(_valid2){
valid4 = true;
passing1 = 0;
}
const _errs16 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid2 = _errs16 === errors;
if(_valid2 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid4 = true;
passing1 = 1;
}
const _errs18 = errors;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err17 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/2/pattern",keyword:"pattern",params:{pattern: "^\\d{1,4}$"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/2/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid2 = _errs18 === errors;
if(_valid2 && valid4){
valid4 = false;
passing1 = [passing1, 2];
}
else {
if(_valid2){
valid4 = true;
passing1 = 2;
}
}
}
if(!valid4){
const err19 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.wave !== undefined){
let data3 = data.wave;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err20 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err21 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.agents !== undefined){
let data4 = data.agents;
if(Array.isArray(data4)){
if(data4.length < 1){
const err22 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(typeof data4[i0] !== "string"){
const err23 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.autonomous !== undefined){
if(typeof data.autonomous !== "boolean"){
const err25 = {instancePath:instancePath+"/autonomous",schemaPath:"#/properties/autonomous/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.depends_on !== undefined){
let data7 = data.depends_on;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if(!pattern1.test(data8)){
const err26 = {instancePath:instancePath+"/depends_on/" + i1,schemaPath:"#/properties/depends_on/items/pattern",keyword:"pattern",params:{pattern: "^\\d{2,4}-\\d{2,4}$"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/depends_on/" + i1,schemaPath:"#/properties/depends_on/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/depends_on",schemaPath:"#/properties/depends_on/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.files_modified !== undefined){
let data9 = data.files_modified;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
if(typeof data9[i2] !== "string"){
const err29 = {instancePath:instancePath+"/files_modified/" + i2,schemaPath:"#/properties/files_modified/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/files_modified",schemaPath:"#/properties/files_modified/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.files_forbidden !== undefined){
let data11 = data.files_forbidden;
if(Array.isArray(data11)){
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
if(typeof data11[i3] !== "string"){
const err31 = {instancePath:instancePath+"/files_forbidden/" + i3,schemaPath:"#/properties/files_forbidden/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/files_forbidden",schemaPath:"#/properties/files_forbidden/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.sequential_files !== undefined){
let data13 = data.sequential_files;
if(Array.isArray(data13)){
const len4 = data13.length;
for(let i4=0; i4<len4; i4++){
if(typeof data13[i4] !== "string"){
const err33 = {instancePath:instancePath+"/sequential_files/" + i4,schemaPath:"#/properties/sequential_files/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/sequential_files",schemaPath:"#/properties/sequential_files/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.requirements !== undefined){
let data15 = data.requirements;
if(Array.isArray(data15)){
const len5 = data15.length;
for(let i5=0; i5<len5; i5++){
if(typeof data15[i5] !== "string"){
const err35 = {instancePath:instancePath+"/requirements/" + i5,schemaPath:"#/properties/requirements/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.requirement !== undefined){
if(typeof data.requirement !== "string"){
const err37 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.user_setup !== undefined){
let data18 = data.user_setup;
if(Array.isArray(data18)){
const len6 = data18.length;
for(let i6=0; i6<len6; i6++){
let data19 = data18[i6];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.task !== undefined){
if(typeof data19.task !== "string"){
const err38 = {instancePath:instancePath+"/user_setup/" + i6+"/task",schemaPath:"#/properties/user_setup/items/properties/task/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data19.options !== undefined){
let data21 = data19.options;
if(Array.isArray(data21)){
const len7 = data21.length;
for(let i7=0; i7<len7; i7++){
if(typeof data21[i7] !== "string"){
const err39 = {instancePath:instancePath+"/user_setup/" + i6+"/options/" + i7,schemaPath:"#/properties/user_setup/items/properties/options/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/user_setup/" + i6+"/options",schemaPath:"#/properties/user_setup/items/properties/options/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/user_setup/" + i6,schemaPath:"#/properties/user_setup/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/user_setup",schemaPath:"#/properties/user_setup/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.tasks !== undefined){
let data23 = data.tasks;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err43 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.expected_artifacts !== undefined){
let data24 = data.expected_artifacts;
if(Array.isArray(data24)){
const len8 = data24.length;
for(let i8=0; i8<len8; i8++){
let data25 = data24[i8];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.path === undefined){
const err44 = {instancePath:instancePath+"/expected_artifacts/" + i8,schemaPath:"#/properties/expected_artifacts/items/required",keyword:"required",params:{missingProperty: "path"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key1 in data25){
if(!(((key1 === "path") || (key1 === "provides")) || (key1 === "required"))){
const err45 = {instancePath:instancePath+"/expected_artifacts/" + i8,schemaPath:"#/properties/expected_artifacts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data25.path !== undefined){
if(typeof data25.path !== "string"){
const err46 = {instancePath:instancePath+"/expected_artifacts/" + i8+"/path",schemaPath:"#/properties/expected_artifacts/items/properties/path/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data25.provides !== undefined){
if(typeof data25.provides !== "string"){
const err47 = {instancePath:instancePath+"/expected_artifacts/" + i8+"/provides",schemaPath:"#/properties/expected_artifacts/items/properties/provides/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data25.required !== undefined){
if(typeof data25.required !== "boolean"){
const err48 = {instancePath:instancePath+"/expected_artifacts/" + i8+"/required",schemaPath:"#/properties/expected_artifacts/items/properties/required/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/expected_artifacts/" + i8,schemaPath:"#/properties/expected_artifacts/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/expected_artifacts",schemaPath:"#/properties/expected_artifacts/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.verification_commands !== undefined){
let data29 = data.verification_commands;
if(Array.isArray(data29)){
const len9 = data29.length;
for(let i9=0; i9<len9; i9++){
if(typeof data29[i9] !== "string"){
const err51 = {instancePath:instancePath+"/verification_commands/" + i9,schemaPath:"#/properties/verification_commands/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/verification_commands",schemaPath:"#/properties/verification_commands/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.must_haves !== undefined){
let data31 = data.must_haves;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key2 in data31){
if(!(((key2 === "truths") || (key2 === "artifacts")) || (key2 === "key_links"))){
const err53 = {instancePath:instancePath+"/must_haves",schemaPath:"#/properties/must_haves/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data31.truths !== undefined){
let data32 = data31.truths;
if(Array.isArray(data32)){
const len10 = data32.length;
for(let i10=0; i10<len10; i10++){
if(typeof data32[i10] !== "string"){
const err54 = {instancePath:instancePath+"/must_haves/truths/" + i10,schemaPath:"#/properties/must_haves/properties/truths/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/must_haves/truths",schemaPath:"#/properties/must_haves/properties/truths/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data31.artifacts !== undefined){
let data34 = data31.artifacts;
if(Array.isArray(data34)){
const len11 = data34.length;
for(let i11=0; i11<len11; i11++){
let data35 = data34[i11];
const _errs87 = errors;
let valid32 = false;
let passing2 = null;
const _errs88 = errors;
if(typeof data35 !== "string"){
const err56 = {instancePath:instancePath+"/must_haves/artifacts/" + i11,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid3 = _errs88 === errors;
if(_valid3){
valid32 = true;
passing2 = 0;
}
const _errs90 = errors;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.path === undefined){
const err57 = {instancePath:instancePath+"/must_haves/artifacts/" + i11,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/required",keyword:"required",params:{missingProperty: "path"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key3 in data35){
if(!(((((key3 === "path") || (key3 === "provides")) || (key3 === "min_lines")) || (key3 === "min_tests")) || (key3 === "contains"))){
const err58 = {instancePath:instancePath+"/must_haves/artifacts/" + i11,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data35.path !== undefined){
if(typeof data35.path !== "string"){
const err59 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/path",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/path/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data35.provides !== undefined){
if(typeof data35.provides !== "string"){
const err60 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/provides",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/provides/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data35.min_lines !== undefined){
let data38 = data35.min_lines;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err61 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/min_lines",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/min_lines/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data35.min_tests !== undefined){
let data39 = data35.min_tests;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err62 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/min_tests",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/min_tests/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data35.contains !== undefined){
let data40 = data35.contains;
const _errs102 = errors;
let valid34 = false;
let passing3 = null;
const _errs103 = errors;
if(typeof data40 !== "string"){
const err63 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/contains",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/contains/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid4 = _errs103 === errors;
if(_valid4){
valid34 = true;
passing3 = 0;
}
const _errs105 = errors;
if(Array.isArray(data40)){
const len12 = data40.length;
for(let i12=0; i12<len12; i12++){
if(typeof data40[i12] !== "string"){
const err64 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/contains/" + i12,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/contains/oneOf/1/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/contains",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/contains/oneOf/1/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid4 = _errs105 === errors;
if(_valid4 && valid34){
valid34 = false;
passing3 = [passing3, 1];
}
else {
if(_valid4){
valid34 = true;
passing3 = 1;
}
}
if(!valid34){
const err66 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/contains",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/contains/oneOf",keyword:"oneOf",params:{passingSchemas: passing3}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs102;
if(vErrors !== null){
if(_errs102){
vErrors.length = _errs102;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err67 = {instancePath:instancePath+"/must_haves/artifacts/" + i11,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid3 = _errs90 === errors;
if(_valid3 && valid32){
valid32 = false;
passing2 = [passing2, 1];
}
else {
if(_valid3){
valid32 = true;
passing2 = 1;
}
}
if(!valid32){
const err68 = {instancePath:instancePath+"/must_haves/artifacts/" + i11,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing2}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/must_haves/artifacts",schemaPath:"#/properties/must_haves/properties/artifacts/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data31.key_links !== undefined){
let data42 = data31.key_links;
if(Array.isArray(data42)){
const len13 = data42.length;
for(let i13=0; i13<len13; i13++){
let data43 = data42[i13];
const _errs112 = errors;
let valid39 = false;
let passing4 = null;
const _errs113 = errors;
if(typeof data43 !== "string"){
const err70 = {instancePath:instancePath+"/must_haves/key_links/" + i13,schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid5 = _errs113 === errors;
if(_valid5){
valid39 = true;
passing4 = 0;
}
const _errs115 = errors;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.from === undefined){
const err71 = {instancePath:instancePath+"/must_haves/key_links/" + i13,schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/required",keyword:"required",params:{missingProperty: "from"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
for(const key4 in data43){
if(!((((key4 === "from") || (key4 === "to")) || (key4 === "via")) || (key4 === "pattern"))){
const err72 = {instancePath:instancePath+"/must_haves/key_links/" + i13,schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data43.from !== undefined){
if(typeof data43.from !== "string"){
const err73 = {instancePath:instancePath+"/must_haves/key_links/" + i13+"/from",schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/properties/from/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data43.to !== undefined){
if(typeof data43.to !== "string"){
const err74 = {instancePath:instancePath+"/must_haves/key_links/" + i13+"/to",schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/properties/to/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data43.via !== undefined){
if(typeof data43.via !== "string"){
const err75 = {instancePath:instancePath+"/must_haves/key_links/" + i13+"/via",schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/properties/via/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data43.pattern !== undefined){
if(typeof data43.pattern !== "string"){
const err76 = {instancePath:instancePath+"/must_haves/key_links/" + i13+"/pattern",schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/properties/pattern/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/must_haves/key_links/" + i13,schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid5 = _errs115 === errors;
if(_valid5 && valid39){
valid39 = false;
passing4 = [passing4, 1];
}
else {
if(_valid5){
valid39 = true;
passing4 = 1;
}
}
if(!valid39){
const err78 = {instancePath:instancePath+"/must_haves/key_links/" + i13,schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing4}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err79 = {instancePath:instancePath+"/must_haves/key_links",schemaPath:"#/properties/must_haves/properties/key_links/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/must_haves",schemaPath:"#/properties/must_haves/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err81 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err82 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.recommendation !== undefined){
let data50 = data.recommendation;
if(!(data50 && typeof data50 == "object" && !Array.isArray(data50))){
const err83 = {instancePath:instancePath+"/recommendation",schemaPath:"#/properties/recommendation/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.task_types !== undefined){
let data51 = data.task_types;
if(Array.isArray(data51)){
const len14 = data51.length;
for(let i14=0; i14<len14; i14++){
if(typeof data51[i14] !== "string"){
const err84 = {instancePath:instancePath+"/task_types/" + i14,schemaPath:"#/properties/task_types/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/task_types",schemaPath:"#/properties/task_types/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const intentTeams = validate11;
const schema12 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://github.com/legion-router/legion-router/config/intent-teams.schema.json","title":"Legion intent-teams.yaml (legion-router)","description":"Intent flags, team templates, validation rules, natural-language patterns and context rules. Compatible with Legion's .planning/config/intent-teams.yaml; keys marked as extensions are read by legion-router only.","type":"object","additionalProperties":false,"properties":{"intents":{"type":"object","description":"Intent key → team template. Flag names: skip-x → --skip-x, x-only → --just-x, x → --just-x (or `flag`).","additionalProperties":{"$ref":"#/definitions/intent"}},"task_types":{"type":"object","description":"Task-type taxonomy: category → sub-types.","additionalProperties":{"$ref":"#/definitions/stringList"}},"validation":{"type":"object","additionalProperties":false,"properties":{"mutual_exclusion":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flags","error"],"properties":{"flags":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":2},"error":{"type":"string","minLength":1}}}},"requires_command":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flag","commands","error"],"properties":{"flag":{"$ref":"#/definitions/key"},"commands":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":1},"error":{"type":"string","minLength":1}}}},"allowed_combinations":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flags","allows"],"properties":{"flags":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":1},"allows":{"type":"array","items":{"$ref":"#/definitions/key"}}}}}}},"nl_patterns":{"type":"object","description":"Intent key → keyword cluster and phrase templates.","additionalProperties":{"$ref":"#/definitions/cluster"}},"command_routes":{"type":"object","description":"Command name → keyword cluster and phrase templates.","additionalProperties":{"$ref":"#/definitions/cluster"}},"nl_lexicon":{"type":"object","description":"legion-router extension: words the natural-language scorer knows beyond the clusters' keywords (docs/nl-scoring.md). Each list overrides the bundled list of the same name; synonyms override canonical term by canonical term.","additionalProperties":false,"properties":{"synonyms":{"type":"object","description":"Canonical term → words and phrases that mean it (frontend: [ui, client, front end]). An empty list removes a bundled term.","additionalProperties":{"type":"array","items":{"type":"string","minLength":1,"maxLength":64}}},"negation_cues":{"type":"array","description":"Words or phrases that exclude what follows them, to the end of the clause (no, without, except, leave out).","items":{"type":"string","minLength":1,"maxLength":64}},"negation_suffixes":{"type":"array","description":"Words that exclude the area just before them (the frontend excluded, UI aside).","items":{"type":"string","minLength":1,"maxLength":64}},"negation_wraps":{"type":"array","description":"Opener … closer pairs that exclude what they enclose (leave … alone).","items":{"type":"string","minLength":1,"maxLength":64}},"restriction_cues":{"type":"array","description":"Words that restrict the request to an area (only, just).","items":{"type":"string","minLength":1,"maxLength":64}},"exclusion_verbs":{"type":"array","description":"Verbs that may stand between a negation and the area it excludes (touch, change).","items":{"type":"string","minLength":1,"maxLength":64}},"scope_fillers":{"type":"array","description":"Nouns that may stand next to an area word without ending the scope (code, work, side).","items":{"type":"string","minLength":1,"maxLength":64}},"cancel_cues":{"type":"array","description":"Words that cancel rather than request (stop, cancel): such a text never routes at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"clause_breaks":{"type":"array","description":"Words that end a negation or restriction scope; punctuation always does.","items":{"type":"string","minLength":1,"maxLength":64}},"known_words":{"type":"array","description":"Real words the typo corrector never changes (smart is not start).","items":{"type":"string","minLength":1,"maxLength":64}},"question_words":{"type":"array","description":"Words that open a question (how, why, are): a question asks about work and routes only to a cluster whose templates are questions (status, advise).","items":{"type":"string","minLength":1,"maxLength":64}},"request_openers":{"type":"array","description":"Openers that make a question a polite request (can you, could you).","items":{"type":"string","minLength":1,"maxLength":64}},"statement_verbs":{"type":"array","description":"Verbs of a statement about a thing (the docs look fine): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"correction_cues":{"type":"array","description":"Words by which a writer takes back what they said (actually, scratch that): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"acknowledgements":{"type":"array","description":"Thanks and approvals (thanks, lgtm): a single clause that opens with one is not a request (LOW).","items":{"type":"string","minLength":1,"maxLength":64}},"hedges":{"type":"array","description":"Words of a writer who is unsure (not sure, maybe, whichever): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"self_reports":{"type":"array","description":"Openers of a report by the writer (i will, we already): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"filler_words":{"type":"array","description":"Words that carry no request (please, hey, team): understood when the scorer checks that every word of a text is explained.","items":{"type":"string","minLength":1,"maxLength":64}},"vague_terms":{"type":"array","description":"Lexicon terms or variants too vague to route on alone (security, small fix, bulletproof): a reading resting on nothing else stays below HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"edit_words":{"type":"array","description":"Words for changing code (edit, change, modify): negated without an area (no edits), they keep a reading that edits (build, quick, start) from HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"abbreviations":{"type":"array","description":"Abbreviations matched only as typed (case-sensitive), each written ABBR = expansion (BE = back end; the abbreviation letters and digits only, otherwise the entry is reported as unusable): an upper-case BE is the back end, the verb be is not. As the first word, before a restriction cue (be only), the lower-case form counts too (the router lower-cases the command word).","items":{"type":"string","minLength":1,"maxLength":64}},"negative_answers":{"type":"array","description":"Answers that leave out what a label names (frontend: no, backend - leave it): a clause made of one of them excludes the areas of the clause just before it.","items":{"type":"string","minLength":1,"maxLength":64}}}},"context_rules":{"type":"object","description":"Lifecycle position → ranked suggestions. Placeholders {phase}, {phase_name}, {next_phase}.","additionalProperties":{"type":"object","additionalProperties":false,"required":["suggestions"],"properties":{"suggestions":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["command"],"properties":{"command":{"type":"string","pattern":"^/legion:[a-z][a-z0-9-]*( [^\\n]*)?$"},"description":{"type":"string"},"reason":{"type":"string"}}}}}}},"review_panel":{"type":"array","description":"legion-router extension: standard review panel, one matrix entry per dimension.","items":{"type":"object","additionalProperties":false,"required":["dimension","agent"],"properties":{"dimension":{"$ref":"#/definitions/key"},"agent":{"$ref":"#/definitions/key"},"domains":{"$ref":"#/definitions/stringList"}}}},"task_type_inference":{"type":"array","description":"legion-router extension: glob → task types for plans that declare none. First matching rule per file.","items":{"type":"object","additionalProperties":false,"required":["pattern","types"],"properties":{"pattern":{"type":"string","minLength":1,"maxLength":512},"types":{"$ref":"#/definitions/stringList"}}}},"agent_task_types":{"type":"object","description":"legion-router extension: agent id → task types it implies.","additionalProperties":{"$ref":"#/definitions/stringList"}}},"definitions":{"key":{"type":"string","pattern":"^[a-z0-9][a-z0-9._-]{0,127}$"},"stringList":{"type":"array","items":{"type":"string"}},"intent":{"type":"object","additionalProperties":false,"properties":{"description":{"type":"string"},"flag":{"type":"string","pattern":"^--[a-z0-9][a-z0-9-]{0,62}$"},"agents":{"type":"object","additionalProperties":false,"properties":{"primary":{"type":"array","items":{"$ref":"#/definitions/key"}},"secondary":{"type":"array","items":{"$ref":"#/definitions/key"}}}},"domains":{"$ref":"#/definitions/stringList"},"filter":{"type":"object","additionalProperties":false,"properties":{"include_task_types":{"$ref":"#/definitions/stringList"},"exclude_task_types":{"$ref":"#/definitions/stringList"},"exclude_agents":{"$ref":"#/definitions/stringList"},"exclude_file_patterns":{"type":"array","items":{"type":"string","minLength":1,"maxLength":512}}}},"mode":{"enum":["ad_hoc","filter_plans","filter_review"]}}},"cluster":{"type":"object","additionalProperties":false,"properties":{"keywords":{"type":"object","additionalProperties":{"type":"number","minimum":0,"maximum":1}},"phrases":{"type":"array","items":{"type":"string","minLength":1,"maxLength":256}}}}}};
const schema16 = {"type":"array","items":{"type":"string"}};
const schema14 = {"type":"string","pattern":"^[a-z0-9][a-z0-9._-]{0,127}$"};
const schema26 = {"type":"object","additionalProperties":false,"properties":{"keywords":{"type":"object","additionalProperties":{"type":"number","minimum":0,"maximum":1}},"phrases":{"type":"array","items":{"type":"string","minLength":1,"maxLength":256}}}};
const func4 = ajvRuntime_ucs2length;
const schema13 = {"type":"object","additionalProperties":false,"properties":{"description":{"type":"string"},"flag":{"type":"string","pattern":"^--[a-z0-9][a-z0-9-]{0,62}$"},"agents":{"type":"object","additionalProperties":false,"properties":{"primary":{"type":"array","items":{"$ref":"#/definitions/key"}},"secondary":{"type":"array","items":{"$ref":"#/definitions/key"}}}},"domains":{"$ref":"#/definitions/stringList"},"filter":{"type":"object","additionalProperties":false,"properties":{"include_task_types":{"$ref":"#/definitions/stringList"},"exclude_task_types":{"$ref":"#/definitions/stringList"},"exclude_agents":{"$ref":"#/definitions/stringList"},"exclude_file_patterns":{"type":"array","items":{"type":"string","minLength":1,"maxLength":512}}}},"mode":{"enum":["ad_hoc","filter_plans","filter_review"]}}};
const pattern4 = new RegExp("^--[a-z0-9][a-z0-9-]{0,62}$", "u");
const pattern5 = new RegExp("^[a-z0-9][a-z0-9._-]{0,127}$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "description") || (key0 === "flag")) || (key0 === "agents")) || (key0 === "domains")) || (key0 === "filter")) || (key0 === "mode"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err1 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.flag !== undefined){
let data1 = data.flag;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err2 = {instancePath:instancePath+"/flag",schemaPath:"#/properties/flag/pattern",keyword:"pattern",params:{pattern: "^--[a-z0-9][a-z0-9-]{0,62}$"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/flag",schemaPath:"#/properties/flag/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.agents !== undefined){
let data2 = data.agents;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!((key1 === "primary") || (key1 === "secondary"))){
const err4 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.primary !== undefined){
let data3 = data2.primary;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err5 = {instancePath:instancePath+"/agents/primary/" + i0,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/agents/primary/" + i0,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/agents/primary",schemaPath:"#/properties/agents/properties/primary/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.secondary !== undefined){
let data5 = data2.secondary;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err8 = {instancePath:instancePath+"/agents/secondary/" + i1,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/agents/secondary/" + i1,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/agents/secondary",schemaPath:"#/properties/agents/properties/secondary/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.domains !== undefined){
let data7 = data.domains;
if(Array.isArray(data7)){
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
if(typeof data7[i2] !== "string"){
const err12 = {instancePath:instancePath+"/domains/" + i2,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/domains",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.filter !== undefined){
let data9 = data.filter;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key2 in data9){
if(!((((key2 === "include_task_types") || (key2 === "exclude_task_types")) || (key2 === "exclude_agents")) || (key2 === "exclude_file_patterns"))){
const err14 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data9.include_task_types !== undefined){
let data10 = data9.include_task_types;
if(Array.isArray(data10)){
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
if(typeof data10[i3] !== "string"){
const err15 = {instancePath:instancePath+"/filter/include_task_types/" + i3,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/filter/include_task_types",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9.exclude_task_types !== undefined){
let data12 = data9.exclude_task_types;
if(Array.isArray(data12)){
const len4 = data12.length;
for(let i4=0; i4<len4; i4++){
if(typeof data12[i4] !== "string"){
const err17 = {instancePath:instancePath+"/filter/exclude_task_types/" + i4,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/filter/exclude_task_types",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data9.exclude_agents !== undefined){
let data14 = data9.exclude_agents;
if(Array.isArray(data14)){
const len5 = data14.length;
for(let i5=0; i5<len5; i5++){
if(typeof data14[i5] !== "string"){
const err19 = {instancePath:instancePath+"/filter/exclude_agents/" + i5,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/filter/exclude_agents",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9.exclude_file_patterns !== undefined){
let data16 = data9.exclude_file_patterns;
if(Array.isArray(data16)){
const len6 = data16.length;
for(let i6=0; i6<len6; i6++){
let data17 = data16[i6];
if(typeof data17 === "string"){
if(func4(data17) > 512){
const err21 = {instancePath:instancePath+"/filter/exclude_file_patterns/" + i6,schemaPath:"#/properties/filter/properties/exclude_file_patterns/items/maxLength",keyword:"maxLength",params:{limit: 512}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func4(data17) < 1){
const err22 = {instancePath:instancePath+"/filter/exclude_file_patterns/" + i6,schemaPath:"#/properties/filter/properties/exclude_file_patterns/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/filter/exclude_file_patterns/" + i6,schemaPath:"#/properties/filter/properties/exclude_file_patterns/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/filter/exclude_file_patterns",schemaPath:"#/properties/filter/properties/exclude_file_patterns/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.mode !== undefined){
let data18 = data.mode;
if(!(((data18 === "ad_hoc") || (data18 === "filter_plans")) || (data18 === "filter_review"))){
const err26 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema13.properties.mode.enum}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

const pattern12 = new RegExp("^/legion:[a-z][a-z0-9-]*( [^\\n]*)?$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://github.com/legion-router/legion-router/config/intent-teams.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema12.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.intents !== undefined){
let data0 = data.intents;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!(validate12(data0[key1], {instancePath:instancePath+"/intents/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/intents",schemaPath:"#/properties/intents/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.task_types !== undefined){
let data2 = data.task_types;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
let data3 = data2[key2];
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err2 = {instancePath:instancePath+"/task_types/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/task_types/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/task_types",schemaPath:"#/properties/task_types/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.validation !== undefined){
let data5 = data.validation;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key3 in data5){
if(!(((key3 === "mutual_exclusion") || (key3 === "requires_command")) || (key3 === "allowed_combinations"))){
const err5 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data5.mutual_exclusion !== undefined){
let data6 = data5.mutual_exclusion;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.flags === undefined){
const err6 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1,schemaPath:"#/properties/validation/properties/mutual_exclusion/items/required",keyword:"required",params:{missingProperty: "flags"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data7.error === undefined){
const err7 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1,schemaPath:"#/properties/validation/properties/mutual_exclusion/items/required",keyword:"required",params:{missingProperty: "error"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key4 in data7){
if(!((key4 === "flags") || (key4 === "error"))){
const err8 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1,schemaPath:"#/properties/validation/properties/mutual_exclusion/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data7.flags !== undefined){
let data8 = data7.flags;
if(Array.isArray(data8)){
if(data8.length < 2){
const err9 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/flags",schemaPath:"#/properties/validation/properties/mutual_exclusion/items/properties/flags/minItems",keyword:"minItems",params:{limit: 2}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(typeof data9 === "string"){
if(!pattern5.test(data9)){
const err10 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/flags/" + i2,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/flags/" + i2,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/flags",schemaPath:"#/properties/validation/properties/mutual_exclusion/items/properties/flags/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.error !== undefined){
let data10 = data7.error;
if(typeof data10 === "string"){
if(func4(data10) < 1){
const err13 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/error",schemaPath:"#/properties/validation/properties/mutual_exclusion/items/properties/error/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/error",schemaPath:"#/properties/validation/properties/mutual_exclusion/items/properties/error/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1,schemaPath:"#/properties/validation/properties/mutual_exclusion/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/validation/mutual_exclusion",schemaPath:"#/properties/validation/properties/mutual_exclusion/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.requires_command !== undefined){
let data11 = data5.requires_command;
if(Array.isArray(data11)){
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
let data12 = data11[i3];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.flag === undefined){
const err17 = {instancePath:instancePath+"/validation/requires_command/" + i3,schemaPath:"#/properties/validation/properties/requires_command/items/required",keyword:"required",params:{missingProperty: "flag"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data12.commands === undefined){
const err18 = {instancePath:instancePath+"/validation/requires_command/" + i3,schemaPath:"#/properties/validation/properties/requires_command/items/required",keyword:"required",params:{missingProperty: "commands"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data12.error === undefined){
const err19 = {instancePath:instancePath+"/validation/requires_command/" + i3,schemaPath:"#/properties/validation/properties/requires_command/items/required",keyword:"required",params:{missingProperty: "error"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key5 in data12){
if(!(((key5 === "flag") || (key5 === "commands")) || (key5 === "error"))){
const err20 = {instancePath:instancePath+"/validation/requires_command/" + i3,schemaPath:"#/properties/validation/properties/requires_command/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data12.flag !== undefined){
let data13 = data12.flag;
if(typeof data13 === "string"){
if(!pattern5.test(data13)){
const err21 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/flag",schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/flag",schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data12.commands !== undefined){
let data14 = data12.commands;
if(Array.isArray(data14)){
if(data14.length < 1){
const err23 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/commands",schemaPath:"#/properties/validation/properties/requires_command/items/properties/commands/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len4 = data14.length;
for(let i4=0; i4<len4; i4++){
let data15 = data14[i4];
if(typeof data15 === "string"){
if(!pattern5.test(data15)){
const err24 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/commands/" + i4,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/commands/" + i4,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/commands",schemaPath:"#/properties/validation/properties/requires_command/items/properties/commands/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data12.error !== undefined){
let data16 = data12.error;
if(typeof data16 === "string"){
if(func4(data16) < 1){
const err27 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/error",schemaPath:"#/properties/validation/properties/requires_command/items/properties/error/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/error",schemaPath:"#/properties/validation/properties/requires_command/items/properties/error/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/validation/requires_command/" + i3,schemaPath:"#/properties/validation/properties/requires_command/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/validation/requires_command",schemaPath:"#/properties/validation/properties/requires_command/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.allowed_combinations !== undefined){
let data17 = data5.allowed_combinations;
if(Array.isArray(data17)){
const len5 = data17.length;
for(let i5=0; i5<len5; i5++){
let data18 = data17[i5];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.flags === undefined){
const err31 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5,schemaPath:"#/properties/validation/properties/allowed_combinations/items/required",keyword:"required",params:{missingProperty: "flags"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data18.allows === undefined){
const err32 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5,schemaPath:"#/properties/validation/properties/allowed_combinations/items/required",keyword:"required",params:{missingProperty: "allows"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key6 in data18){
if(!((key6 === "flags") || (key6 === "allows"))){
const err33 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5,schemaPath:"#/properties/validation/properties/allowed_combinations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data18.flags !== undefined){
let data19 = data18.flags;
if(Array.isArray(data19)){
if(data19.length < 1){
const err34 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/flags",schemaPath:"#/properties/validation/properties/allowed_combinations/items/properties/flags/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len6 = data19.length;
for(let i6=0; i6<len6; i6++){
let data20 = data19[i6];
if(typeof data20 === "string"){
if(!pattern5.test(data20)){
const err35 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/flags/" + i6,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/flags/" + i6,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/flags",schemaPath:"#/properties/validation/properties/allowed_combinations/items/properties/flags/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data18.allows !== undefined){
let data21 = data18.allows;
if(Array.isArray(data21)){
const len7 = data21.length;
for(let i7=0; i7<len7; i7++){
let data22 = data21[i7];
if(typeof data22 === "string"){
if(!pattern5.test(data22)){
const err38 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/allows/" + i7,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/allows/" + i7,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/allows",schemaPath:"#/properties/validation/properties/allowed_combinations/items/properties/allows/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5,schemaPath:"#/properties/validation/properties/allowed_combinations/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/validation/allowed_combinations",schemaPath:"#/properties/validation/properties/allowed_combinations/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.nl_patterns !== undefined){
let data23 = data.nl_patterns;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
for(const key7 in data23){
let data24 = data23[key7];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key8 in data24){
if(!((key8 === "keywords") || (key8 === "phrases"))){
const err44 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data24.keywords !== undefined){
let data25 = data24.keywords;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key9 in data25){
let data26 = data25[key9];
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 1 || isNaN(data26)){
const err45 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data26 < 0 || isNaN(data26)){
const err46 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords",schemaPath:"#/definitions/cluster/properties/keywords/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data24.phrases !== undefined){
let data27 = data24.phrases;
if(Array.isArray(data27)){
const len8 = data27.length;
for(let i8=0; i8<len8; i8++){
let data28 = data27[i8];
if(typeof data28 === "string"){
if(func4(data28) > 256){
const err49 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i8,schemaPath:"#/definitions/cluster/properties/phrases/items/maxLength",keyword:"maxLength",params:{limit: 256}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(func4(data28) < 1){
const err50 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i8,schemaPath:"#/definitions/cluster/properties/phrases/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i8,schemaPath:"#/definitions/cluster/properties/phrases/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases",schemaPath:"#/definitions/cluster/properties/phrases/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/nl_patterns",schemaPath:"#/properties/nl_patterns/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.command_routes !== undefined){
let data29 = data.command_routes;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key10 in data29){
let data30 = data29[key10];
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key11 in data30){
if(!((key11 === "keywords") || (key11 === "phrases"))){
const err55 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data30.keywords !== undefined){
let data31 = data30.keywords;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key12 in data31){
let data32 = data31[key12];
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 1 || isNaN(data32)){
const err56 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data32 < 0 || isNaN(data32)){
const err57 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords",schemaPath:"#/definitions/cluster/properties/keywords/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data30.phrases !== undefined){
let data33 = data30.phrases;
if(Array.isArray(data33)){
const len9 = data33.length;
for(let i9=0; i9<len9; i9++){
let data34 = data33[i9];
if(typeof data34 === "string"){
if(func4(data34) > 256){
const err60 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i9,schemaPath:"#/definitions/cluster/properties/phrases/items/maxLength",keyword:"maxLength",params:{limit: 256}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func4(data34) < 1){
const err61 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i9,schemaPath:"#/definitions/cluster/properties/phrases/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i9,schemaPath:"#/definitions/cluster/properties/phrases/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases",schemaPath:"#/definitions/cluster/properties/phrases/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/command_routes",schemaPath:"#/properties/command_routes/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.nl_lexicon !== undefined){
let data35 = data.nl_lexicon;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
for(const key13 in data35){
if(!(func2.call(schema12.properties.nl_lexicon.properties, key13))){
const err66 = {instancePath:instancePath+"/nl_lexicon",schemaPath:"#/properties/nl_lexicon/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data35.synonyms !== undefined){
let data36 = data35.synonyms;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const key14 in data36){
let data37 = data36[key14];
if(Array.isArray(data37)){
const len10 = data37.length;
for(let i10=0; i10<len10; i10++){
let data38 = data37[i10];
if(typeof data38 === "string"){
if(func4(data38) > 64){
const err67 = {instancePath:instancePath+"/nl_lexicon/synonyms/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i10,schemaPath:"#/properties/nl_lexicon/properties/synonyms/additionalProperties/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(func4(data38) < 1){
const err68 = {instancePath:instancePath+"/nl_lexicon/synonyms/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i10,schemaPath:"#/properties/nl_lexicon/properties/synonyms/additionalProperties/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/nl_lexicon/synonyms/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i10,schemaPath:"#/properties/nl_lexicon/properties/synonyms/additionalProperties/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/nl_lexicon/synonyms/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nl_lexicon/properties/synonyms/additionalProperties/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/nl_lexicon/synonyms",schemaPath:"#/properties/nl_lexicon/properties/synonyms/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data35.negation_cues !== undefined){
let data39 = data35.negation_cues;
if(Array.isArray(data39)){
const len11 = data39.length;
for(let i11=0; i11<len11; i11++){
let data40 = data39[i11];
if(typeof data40 === "string"){
if(func4(data40) > 64){
const err72 = {instancePath:instancePath+"/nl_lexicon/negation_cues/" + i11,schemaPath:"#/properties/nl_lexicon/properties/negation_cues/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(func4(data40) < 1){
const err73 = {instancePath:instancePath+"/nl_lexicon/negation_cues/" + i11,schemaPath:"#/properties/nl_lexicon/properties/negation_cues/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/nl_lexicon/negation_cues/" + i11,schemaPath:"#/properties/nl_lexicon/properties/negation_cues/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/nl_lexicon/negation_cues",schemaPath:"#/properties/nl_lexicon/properties/negation_cues/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data35.negation_suffixes !== undefined){
let data41 = data35.negation_suffixes;
if(Array.isArray(data41)){
const len12 = data41.length;
for(let i12=0; i12<len12; i12++){
let data42 = data41[i12];
if(typeof data42 === "string"){
if(func4(data42) > 64){
const err76 = {instancePath:instancePath+"/nl_lexicon/negation_suffixes/" + i12,schemaPath:"#/properties/nl_lexicon/properties/negation_suffixes/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(func4(data42) < 1){
const err77 = {instancePath:instancePath+"/nl_lexicon/negation_suffixes/" + i12,schemaPath:"#/properties/nl_lexicon/properties/negation_suffixes/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/nl_lexicon/negation_suffixes/" + i12,schemaPath:"#/properties/nl_lexicon/properties/negation_suffixes/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/nl_lexicon/negation_suffixes",schemaPath:"#/properties/nl_lexicon/properties/negation_suffixes/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data35.negation_wraps !== undefined){
let data43 = data35.negation_wraps;
if(Array.isArray(data43)){
const len13 = data43.length;
for(let i13=0; i13<len13; i13++){
let data44 = data43[i13];
if(typeof data44 === "string"){
if(func4(data44) > 64){
const err80 = {instancePath:instancePath+"/nl_lexicon/negation_wraps/" + i13,schemaPath:"#/properties/nl_lexicon/properties/negation_wraps/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(func4(data44) < 1){
const err81 = {instancePath:instancePath+"/nl_lexicon/negation_wraps/" + i13,schemaPath:"#/properties/nl_lexicon/properties/negation_wraps/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/nl_lexicon/negation_wraps/" + i13,schemaPath:"#/properties/nl_lexicon/properties/negation_wraps/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/nl_lexicon/negation_wraps",schemaPath:"#/properties/nl_lexicon/properties/negation_wraps/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data35.restriction_cues !== undefined){
let data45 = data35.restriction_cues;
if(Array.isArray(data45)){
const len14 = data45.length;
for(let i14=0; i14<len14; i14++){
let data46 = data45[i14];
if(typeof data46 === "string"){
if(func4(data46) > 64){
const err84 = {instancePath:instancePath+"/nl_lexicon/restriction_cues/" + i14,schemaPath:"#/properties/nl_lexicon/properties/restriction_cues/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(func4(data46) < 1){
const err85 = {instancePath:instancePath+"/nl_lexicon/restriction_cues/" + i14,schemaPath:"#/properties/nl_lexicon/properties/restriction_cues/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/nl_lexicon/restriction_cues/" + i14,schemaPath:"#/properties/nl_lexicon/properties/restriction_cues/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/nl_lexicon/restriction_cues",schemaPath:"#/properties/nl_lexicon/properties/restriction_cues/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data35.exclusion_verbs !== undefined){
let data47 = data35.exclusion_verbs;
if(Array.isArray(data47)){
const len15 = data47.length;
for(let i15=0; i15<len15; i15++){
let data48 = data47[i15];
if(typeof data48 === "string"){
if(func4(data48) > 64){
const err88 = {instancePath:instancePath+"/nl_lexicon/exclusion_verbs/" + i15,schemaPath:"#/properties/nl_lexicon/properties/exclusion_verbs/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(func4(data48) < 1){
const err89 = {instancePath:instancePath+"/nl_lexicon/exclusion_verbs/" + i15,schemaPath:"#/properties/nl_lexicon/properties/exclusion_verbs/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/nl_lexicon/exclusion_verbs/" + i15,schemaPath:"#/properties/nl_lexicon/properties/exclusion_verbs/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/nl_lexicon/exclusion_verbs",schemaPath:"#/properties/nl_lexicon/properties/exclusion_verbs/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data35.scope_fillers !== undefined){
let data49 = data35.scope_fillers;
if(Array.isArray(data49)){
const len16 = data49.length;
for(let i16=0; i16<len16; i16++){
let data50 = data49[i16];
if(typeof data50 === "string"){
if(func4(data50) > 64){
const err92 = {instancePath:instancePath+"/nl_lexicon/scope_fillers/" + i16,schemaPath:"#/properties/nl_lexicon/properties/scope_fillers/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(func4(data50) < 1){
const err93 = {instancePath:instancePath+"/nl_lexicon/scope_fillers/" + i16,schemaPath:"#/properties/nl_lexicon/properties/scope_fillers/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/nl_lexicon/scope_fillers/" + i16,schemaPath:"#/properties/nl_lexicon/properties/scope_fillers/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/nl_lexicon/scope_fillers",schemaPath:"#/properties/nl_lexicon/properties/scope_fillers/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data35.cancel_cues !== undefined){
let data51 = data35.cancel_cues;
if(Array.isArray(data51)){
const len17 = data51.length;
for(let i17=0; i17<len17; i17++){
let data52 = data51[i17];
if(typeof data52 === "string"){
if(func4(data52) > 64){
const err96 = {instancePath:instancePath+"/nl_lexicon/cancel_cues/" + i17,schemaPath:"#/properties/nl_lexicon/properties/cancel_cues/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(func4(data52) < 1){
const err97 = {instancePath:instancePath+"/nl_lexicon/cancel_cues/" + i17,schemaPath:"#/properties/nl_lexicon/properties/cancel_cues/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/nl_lexicon/cancel_cues/" + i17,schemaPath:"#/properties/nl_lexicon/properties/cancel_cues/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/nl_lexicon/cancel_cues",schemaPath:"#/properties/nl_lexicon/properties/cancel_cues/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data35.clause_breaks !== undefined){
let data53 = data35.clause_breaks;
if(Array.isArray(data53)){
const len18 = data53.length;
for(let i18=0; i18<len18; i18++){
let data54 = data53[i18];
if(typeof data54 === "string"){
if(func4(data54) > 64){
const err100 = {instancePath:instancePath+"/nl_lexicon/clause_breaks/" + i18,schemaPath:"#/properties/nl_lexicon/properties/clause_breaks/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(func4(data54) < 1){
const err101 = {instancePath:instancePath+"/nl_lexicon/clause_breaks/" + i18,schemaPath:"#/properties/nl_lexicon/properties/clause_breaks/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/nl_lexicon/clause_breaks/" + i18,schemaPath:"#/properties/nl_lexicon/properties/clause_breaks/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath:instancePath+"/nl_lexicon/clause_breaks",schemaPath:"#/properties/nl_lexicon/properties/clause_breaks/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data35.known_words !== undefined){
let data55 = data35.known_words;
if(Array.isArray(data55)){
const len19 = data55.length;
for(let i19=0; i19<len19; i19++){
let data56 = data55[i19];
if(typeof data56 === "string"){
if(func4(data56) > 64){
const err104 = {instancePath:instancePath+"/nl_lexicon/known_words/" + i19,schemaPath:"#/properties/nl_lexicon/properties/known_words/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(func4(data56) < 1){
const err105 = {instancePath:instancePath+"/nl_lexicon/known_words/" + i19,schemaPath:"#/properties/nl_lexicon/properties/known_words/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/nl_lexicon/known_words/" + i19,schemaPath:"#/properties/nl_lexicon/properties/known_words/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath:instancePath+"/nl_lexicon/known_words",schemaPath:"#/properties/nl_lexicon/properties/known_words/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data35.question_words !== undefined){
let data57 = data35.question_words;
if(Array.isArray(data57)){
const len20 = data57.length;
for(let i20=0; i20<len20; i20++){
let data58 = data57[i20];
if(typeof data58 === "string"){
if(func4(data58) > 64){
const err108 = {instancePath:instancePath+"/nl_lexicon/question_words/" + i20,schemaPath:"#/properties/nl_lexicon/properties/question_words/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(func4(data58) < 1){
const err109 = {instancePath:instancePath+"/nl_lexicon/question_words/" + i20,schemaPath:"#/properties/nl_lexicon/properties/question_words/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/nl_lexicon/question_words/" + i20,schemaPath:"#/properties/nl_lexicon/properties/question_words/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath:instancePath+"/nl_lexicon/question_words",schemaPath:"#/properties/nl_lexicon/properties/question_words/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data35.request_openers !== undefined){
let data59 = data35.request_openers;
if(Array.isArray(data59)){
const len21 = data59.length;
for(let i21=0; i21<len21; i21++){
let data60 = data59[i21];
if(typeof data60 === "string"){
if(func4(data60) > 64){
const err112 = {instancePath:instancePath+"/nl_lexicon/request_openers/" + i21,schemaPath:"#/properties/nl_lexicon/properties/request_openers/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(func4(data60) < 1){
const err113 = {instancePath:instancePath+"/nl_lexicon/request_openers/" + i21,schemaPath:"#/properties/nl_lexicon/properties/request_openers/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/nl_lexicon/request_openers/" + i21,schemaPath:"#/properties/nl_lexicon/properties/request_openers/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath:instancePath+"/nl_lexicon/request_openers",schemaPath:"#/properties/nl_lexicon/properties/request_openers/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data35.statement_verbs !== undefined){
let data61 = data35.statement_verbs;
if(Array.isArray(data61)){
const len22 = data61.length;
for(let i22=0; i22<len22; i22++){
let data62 = data61[i22];
if(typeof data62 === "string"){
if(func4(data62) > 64){
const err116 = {instancePath:instancePath+"/nl_lexicon/statement_verbs/" + i22,schemaPath:"#/properties/nl_lexicon/properties/statement_verbs/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(func4(data62) < 1){
const err117 = {instancePath:instancePath+"/nl_lexicon/statement_verbs/" + i22,schemaPath:"#/properties/nl_lexicon/properties/statement_verbs/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/nl_lexicon/statement_verbs/" + i22,schemaPath:"#/properties/nl_lexicon/properties/statement_verbs/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/nl_lexicon/statement_verbs",schemaPath:"#/properties/nl_lexicon/properties/statement_verbs/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data35.correction_cues !== undefined){
let data63 = data35.correction_cues;
if(Array.isArray(data63)){
const len23 = data63.length;
for(let i23=0; i23<len23; i23++){
let data64 = data63[i23];
if(typeof data64 === "string"){
if(func4(data64) > 64){
const err120 = {instancePath:instancePath+"/nl_lexicon/correction_cues/" + i23,schemaPath:"#/properties/nl_lexicon/properties/correction_cues/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(func4(data64) < 1){
const err121 = {instancePath:instancePath+"/nl_lexicon/correction_cues/" + i23,schemaPath:"#/properties/nl_lexicon/properties/correction_cues/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
else {
const err122 = {instancePath:instancePath+"/nl_lexicon/correction_cues/" + i23,schemaPath:"#/properties/nl_lexicon/properties/correction_cues/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/nl_lexicon/correction_cues",schemaPath:"#/properties/nl_lexicon/properties/correction_cues/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data35.acknowledgements !== undefined){
let data65 = data35.acknowledgements;
if(Array.isArray(data65)){
const len24 = data65.length;
for(let i24=0; i24<len24; i24++){
let data66 = data65[i24];
if(typeof data66 === "string"){
if(func4(data66) > 64){
const err124 = {instancePath:instancePath+"/nl_lexicon/acknowledgements/" + i24,schemaPath:"#/properties/nl_lexicon/properties/acknowledgements/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(func4(data66) < 1){
const err125 = {instancePath:instancePath+"/nl_lexicon/acknowledgements/" + i24,schemaPath:"#/properties/nl_lexicon/properties/acknowledgements/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/nl_lexicon/acknowledgements/" + i24,schemaPath:"#/properties/nl_lexicon/properties/acknowledgements/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/nl_lexicon/acknowledgements",schemaPath:"#/properties/nl_lexicon/properties/acknowledgements/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data35.hedges !== undefined){
let data67 = data35.hedges;
if(Array.isArray(data67)){
const len25 = data67.length;
for(let i25=0; i25<len25; i25++){
let data68 = data67[i25];
if(typeof data68 === "string"){
if(func4(data68) > 64){
const err128 = {instancePath:instancePath+"/nl_lexicon/hedges/" + i25,schemaPath:"#/properties/nl_lexicon/properties/hedges/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(func4(data68) < 1){
const err129 = {instancePath:instancePath+"/nl_lexicon/hedges/" + i25,schemaPath:"#/properties/nl_lexicon/properties/hedges/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/nl_lexicon/hedges/" + i25,schemaPath:"#/properties/nl_lexicon/properties/hedges/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
else {
const err131 = {instancePath:instancePath+"/nl_lexicon/hedges",schemaPath:"#/properties/nl_lexicon/properties/hedges/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data35.self_reports !== undefined){
let data69 = data35.self_reports;
if(Array.isArray(data69)){
const len26 = data69.length;
for(let i26=0; i26<len26; i26++){
let data70 = data69[i26];
if(typeof data70 === "string"){
if(func4(data70) > 64){
const err132 = {instancePath:instancePath+"/nl_lexicon/self_reports/" + i26,schemaPath:"#/properties/nl_lexicon/properties/self_reports/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(func4(data70) < 1){
const err133 = {instancePath:instancePath+"/nl_lexicon/self_reports/" + i26,schemaPath:"#/properties/nl_lexicon/properties/self_reports/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
else {
const err134 = {instancePath:instancePath+"/nl_lexicon/self_reports/" + i26,schemaPath:"#/properties/nl_lexicon/properties/self_reports/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath:instancePath+"/nl_lexicon/self_reports",schemaPath:"#/properties/nl_lexicon/properties/self_reports/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data35.filler_words !== undefined){
let data71 = data35.filler_words;
if(Array.isArray(data71)){
const len27 = data71.length;
for(let i27=0; i27<len27; i27++){
let data72 = data71[i27];
if(typeof data72 === "string"){
if(func4(data72) > 64){
const err136 = {instancePath:instancePath+"/nl_lexicon/filler_words/" + i27,schemaPath:"#/properties/nl_lexicon/properties/filler_words/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(func4(data72) < 1){
const err137 = {instancePath:instancePath+"/nl_lexicon/filler_words/" + i27,schemaPath:"#/properties/nl_lexicon/properties/filler_words/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
else {
const err138 = {instancePath:instancePath+"/nl_lexicon/filler_words/" + i27,schemaPath:"#/properties/nl_lexicon/properties/filler_words/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/nl_lexicon/filler_words",schemaPath:"#/properties/nl_lexicon/properties/filler_words/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data35.vague_terms !== undefined){
let data73 = data35.vague_terms;
if(Array.isArray(data73)){
const len28 = data73.length;
for(let i28=0; i28<len28; i28++){
let data74 = data73[i28];
if(typeof data74 === "string"){
if(func4(data74) > 64){
const err140 = {instancePath:instancePath+"/nl_lexicon/vague_terms/" + i28,schemaPath:"#/properties/nl_lexicon/properties/vague_terms/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(func4(data74) < 1){
const err141 = {instancePath:instancePath+"/nl_lexicon/vague_terms/" + i28,schemaPath:"#/properties/nl_lexicon/properties/vague_terms/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
else {
const err142 = {instancePath:instancePath+"/nl_lexicon/vague_terms/" + i28,schemaPath:"#/properties/nl_lexicon/properties/vague_terms/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
}
else {
const err143 = {instancePath:instancePath+"/nl_lexicon/vague_terms",schemaPath:"#/properties/nl_lexicon/properties/vague_terms/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data35.edit_words !== undefined){
let data75 = data35.edit_words;
if(Array.isArray(data75)){
const len29 = data75.length;
for(let i29=0; i29<len29; i29++){
let data76 = data75[i29];
if(typeof data76 === "string"){
if(func4(data76) > 64){
const err144 = {instancePath:instancePath+"/nl_lexicon/edit_words/" + i29,schemaPath:"#/properties/nl_lexicon/properties/edit_words/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(func4(data76) < 1){
const err145 = {instancePath:instancePath+"/nl_lexicon/edit_words/" + i29,schemaPath:"#/properties/nl_lexicon/properties/edit_words/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
else {
const err146 = {instancePath:instancePath+"/nl_lexicon/edit_words/" + i29,schemaPath:"#/properties/nl_lexicon/properties/edit_words/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath:instancePath+"/nl_lexicon/edit_words",schemaPath:"#/properties/nl_lexicon/properties/edit_words/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data35.abbreviations !== undefined){
let data77 = data35.abbreviations;
if(Array.isArray(data77)){
const len30 = data77.length;
for(let i30=0; i30<len30; i30++){
let data78 = data77[i30];
if(typeof data78 === "string"){
if(func4(data78) > 64){
const err148 = {instancePath:instancePath+"/nl_lexicon/abbreviations/" + i30,schemaPath:"#/properties/nl_lexicon/properties/abbreviations/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(func4(data78) < 1){
const err149 = {instancePath:instancePath+"/nl_lexicon/abbreviations/" + i30,schemaPath:"#/properties/nl_lexicon/properties/abbreviations/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/nl_lexicon/abbreviations/" + i30,schemaPath:"#/properties/nl_lexicon/properties/abbreviations/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
}
else {
const err151 = {instancePath:instancePath+"/nl_lexicon/abbreviations",schemaPath:"#/properties/nl_lexicon/properties/abbreviations/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data35.negative_answers !== undefined){
let data79 = data35.negative_answers;
if(Array.isArray(data79)){
const len31 = data79.length;
for(let i31=0; i31<len31; i31++){
let data80 = data79[i31];
if(typeof data80 === "string"){
if(func4(data80) > 64){
const err152 = {instancePath:instancePath+"/nl_lexicon/negative_answers/" + i31,schemaPath:"#/properties/nl_lexicon/properties/negative_answers/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(func4(data80) < 1){
const err153 = {instancePath:instancePath+"/nl_lexicon/negative_answers/" + i31,schemaPath:"#/properties/nl_lexicon/properties/negative_answers/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/nl_lexicon/negative_answers/" + i31,schemaPath:"#/properties/nl_lexicon/properties/negative_answers/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
}
else {
const err155 = {instancePath:instancePath+"/nl_lexicon/negative_answers",schemaPath:"#/properties/nl_lexicon/properties/negative_answers/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
}
else {
const err156 = {instancePath:instancePath+"/nl_lexicon",schemaPath:"#/properties/nl_lexicon/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data.context_rules !== undefined){
let data81 = data.context_rules;
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
for(const key15 in data81){
let data82 = data81[key15];
if(data82 && typeof data82 == "object" && !Array.isArray(data82)){
if(data82.suggestions === undefined){
const err157 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/context_rules/additionalProperties/required",keyword:"required",params:{missingProperty: "suggestions"}};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
for(const key16 in data82){
if(!(key16 === "suggestions")){
const err158 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/context_rules/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16}};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data82.suggestions !== undefined){
let data83 = data82.suggestions;
if(Array.isArray(data83)){
const len32 = data83.length;
for(let i32=0; i32<len32; i32++){
let data84 = data83[i32];
if(data84 && typeof data84 == "object" && !Array.isArray(data84)){
if(data84.command === undefined){
const err159 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i32,schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/required",keyword:"required",params:{missingProperty: "command"}};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
for(const key17 in data84){
if(!(((key17 === "command") || (key17 === "description")) || (key17 === "reason"))){
const err160 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i32,schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17}};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data84.command !== undefined){
let data85 = data84.command;
if(typeof data85 === "string"){
if(!pattern12.test(data85)){
const err161 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i32+"/command",schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/properties/command/pattern",keyword:"pattern",params:{pattern: "^/legion:[a-z][a-z0-9-]*( [^\\n]*)?$"}};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
else {
const err162 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i32+"/command",schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/properties/command/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data84.description !== undefined){
if(typeof data84.description !== "string"){
const err163 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i32+"/description",schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/properties/description/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data84.reason !== undefined){
if(typeof data84.reason !== "string"){
const err164 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i32+"/reason",schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/properties/reason/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
else {
const err165 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i32,schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
}
else {
const err166 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions",schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
else {
const err167 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/context_rules/additionalProperties/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/context_rules",schemaPath:"#/properties/context_rules/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data.review_panel !== undefined){
let data88 = data.review_panel;
if(Array.isArray(data88)){
const len33 = data88.length;
for(let i33=0; i33<len33; i33++){
let data89 = data88[i33];
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
if(data89.dimension === undefined){
const err169 = {instancePath:instancePath+"/review_panel/" + i33,schemaPath:"#/properties/review_panel/items/required",keyword:"required",params:{missingProperty: "dimension"}};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(data89.agent === undefined){
const err170 = {instancePath:instancePath+"/review_panel/" + i33,schemaPath:"#/properties/review_panel/items/required",keyword:"required",params:{missingProperty: "agent"}};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
for(const key18 in data89){
if(!(((key18 === "dimension") || (key18 === "agent")) || (key18 === "domains"))){
const err171 = {instancePath:instancePath+"/review_panel/" + i33,schemaPath:"#/properties/review_panel/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18}};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data89.dimension !== undefined){
let data90 = data89.dimension;
if(typeof data90 === "string"){
if(!pattern5.test(data90)){
const err172 = {instancePath:instancePath+"/review_panel/" + i33+"/dimension",schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
else {
const err173 = {instancePath:instancePath+"/review_panel/" + i33+"/dimension",schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data89.agent !== undefined){
let data91 = data89.agent;
if(typeof data91 === "string"){
if(!pattern5.test(data91)){
const err174 = {instancePath:instancePath+"/review_panel/" + i33+"/agent",schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
else {
const err175 = {instancePath:instancePath+"/review_panel/" + i33+"/agent",schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
if(data89.domains !== undefined){
let data92 = data89.domains;
if(Array.isArray(data92)){
const len34 = data92.length;
for(let i34=0; i34<len34; i34++){
if(typeof data92[i34] !== "string"){
const err176 = {instancePath:instancePath+"/review_panel/" + i33+"/domains/" + i34,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
}
else {
const err177 = {instancePath:instancePath+"/review_panel/" + i33+"/domains",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
else {
const err178 = {instancePath:instancePath+"/review_panel/" + i33,schemaPath:"#/properties/review_panel/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
}
else {
const err179 = {instancePath:instancePath+"/review_panel",schemaPath:"#/properties/review_panel/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data.task_type_inference !== undefined){
let data94 = data.task_type_inference;
if(Array.isArray(data94)){
const len35 = data94.length;
for(let i35=0; i35<len35; i35++){
let data95 = data94[i35];
if(data95 && typeof data95 == "object" && !Array.isArray(data95)){
if(data95.pattern === undefined){
const err180 = {instancePath:instancePath+"/task_type_inference/" + i35,schemaPath:"#/properties/task_type_inference/items/required",keyword:"required",params:{missingProperty: "pattern"}};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if(data95.types === undefined){
const err181 = {instancePath:instancePath+"/task_type_inference/" + i35,schemaPath:"#/properties/task_type_inference/items/required",keyword:"required",params:{missingProperty: "types"}};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
for(const key19 in data95){
if(!((key19 === "pattern") || (key19 === "types"))){
const err182 = {instancePath:instancePath+"/task_type_inference/" + i35,schemaPath:"#/properties/task_type_inference/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19}};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data95.pattern !== undefined){
let data96 = data95.pattern;
if(typeof data96 === "string"){
if(func4(data96) > 512){
const err183 = {instancePath:instancePath+"/task_type_inference/" + i35+"/pattern",schemaPath:"#/properties/task_type_inference/items/properties/pattern/maxLength",keyword:"maxLength",params:{limit: 512}};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(func4(data96) < 1){
const err184 = {instancePath:instancePath+"/task_type_inference/" + i35+"/pattern",schemaPath:"#/properties/task_type_inference/items/properties/pattern/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
else {
const err185 = {instancePath:instancePath+"/task_type_inference/" + i35+"/pattern",schemaPath:"#/properties/task_type_inference/items/properties/pattern/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data95.types !== undefined){
let data97 = data95.types;
if(Array.isArray(data97)){
const len36 = data97.length;
for(let i36=0; i36<len36; i36++){
if(typeof data97[i36] !== "string"){
const err186 = {instancePath:instancePath+"/task_type_inference/" + i35+"/types/" + i36,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
else {
const err187 = {instancePath:instancePath+"/task_type_inference/" + i35+"/types",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
}
else {
const err188 = {instancePath:instancePath+"/task_type_inference/" + i35,schemaPath:"#/properties/task_type_inference/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
}
else {
const err189 = {instancePath:instancePath+"/task_type_inference",schemaPath:"#/properties/task_type_inference/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data.agent_task_types !== undefined){
let data99 = data.agent_task_types;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
for(const key20 in data99){
let data100 = data99[key20];
if(Array.isArray(data100)){
const len37 = data100.length;
for(let i37=0; i37<len37; i37++){
if(typeof data100[i37] !== "string"){
const err190 = {instancePath:instancePath+"/agent_task_types/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i37,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
}
else {
const err191 = {instancePath:instancePath+"/agent_task_types/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
}
else {
const err192 = {instancePath:instancePath+"/agent_task_types",schemaPath:"#/properties/agent_task_types/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
else {
const err193 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

/** Compiled validator by schema $id. */
export const validatorsById = Object.freeze({
  "https://github.com/legion-router/legion-router/config/plan-frontmatter.schema.json": planFrontmatter,
  "https://github.com/legion-router/legion-router/config/intent-teams.schema.json": intentTeams,
});
