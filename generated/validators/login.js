// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
"use strict";
export const s200 = validate20;
const schema31 = {"$id":"answer-200","$ref":"lobby.json#/$defs/TokenResponse"};
const schema33 = {"type":"object","required":["access_token","expires_in"],"properties":{"access_token":{"type":"string"},"token_type":{"type":"string","description":"Not in the specification and ignored by the UI (e.g. `bearer`); optional."},"expires_in":{"type":"integer","minimum":1,"description":"Lifetime in seconds; the UI expires its cookie at now + expires_in."}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-200" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.access_token === undefined){
const err0 = {instancePath,schemaPath:"lobby.json#/$defs/TokenResponse/required",keyword:"required",params:{missingProperty: "access_token"},message:"must have required property '"+"access_token"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.expires_in === undefined){
const err1 = {instancePath,schemaPath:"lobby.json#/$defs/TokenResponse/required",keyword:"required",params:{missingProperty: "expires_in"},message:"must have required property '"+"expires_in"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.access_token !== undefined){
if(typeof data.access_token !== "string"){
const err2 = {instancePath:instancePath+"/access_token",schemaPath:"lobby.json#/$defs/TokenResponse/properties/access_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.token_type !== undefined){
if(typeof data.token_type !== "string"){
const err3 = {instancePath:instancePath+"/token_type",schemaPath:"lobby.json#/$defs/TokenResponse/properties/token_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.expires_in !== undefined){
let data2 = data.expires_in;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/expires_in",schemaPath:"lobby.json#/$defs/TokenResponse/properties/expires_in/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/expires_in",schemaPath:"lobby.json#/$defs/TokenResponse/properties/expires_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"lobby.json#/$defs/TokenResponse/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"access_token":true,"token_type":true,"expires_in":true},"dynamicProps":false,"dynamicItems":false};

